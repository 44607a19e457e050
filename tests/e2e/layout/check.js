// What a person sees, as a list of problems (empty when the screen is
// right). Run in the page with `opts = { touch, faceToFace, moveList }`.
// Each problem names the elements involved by test id or text.
const opts = arguments[0] || {};
const problems = [];
const name = (e) => e.dataset.testid || e.getAttribute('aria-label') || e.textContent.trim().slice(0, 24) || e.tagName;
const hiddenText = (e) => !!e.closest('.visually-hidden, .sr-only, details:not([open]) > :not(summary)');
const shown = (e) => {
  const r = e.getBoundingClientRect();
  if (r.width < 1 || r.height < 1 || hiddenText(e)) return false;
  const st = getComputedStyle(e);
  return st.visibility !== 'hidden' && Number(st.opacity) > 0.05;
};
// With a dialog open, only its controls are in front of the player.
const overlay = [...document.querySelectorAll('.overlay')].pop();
const scope = overlay || document.body;
const controls = [...scope.querySelectorAll(
  'button, select, input, textarea, a[href], summary, [role=button]')]
  .filter((e) => !e.closest('svg') && shown(e));

// The ancestors that clip an element, and whether one of them scrolls.
function clipping(e) {
  const clips = [];
  let scrolls = false;
  for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
    const st = getComputedStyle(a);
    const ox = st.overflowX, oy = st.overflowY;
    if (ox === 'visible' && oy === 'visible') continue;
    const canScroll = (o, over) => (o === 'auto' || o === 'scroll') && over;
    const sx = canScroll(ox, a.scrollWidth > a.clientWidth + 1);
    const sy = canScroll(oy, a.scrollHeight > a.clientHeight + 1);
    if (sx || sy) scrolls = true;
    clips.push({ a, sx, sy });
  }
  return { clips, scrolls };
}
const inside = (r, b) => r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
const view = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };

// What of a rectangle its clipping ancestors leave in view (null: none).
function visibleRect(e) {
  let v = e.getBoundingClientRect();
  v = { left: v.left, top: v.top, right: v.right, bottom: v.bottom };
  for (const { a } of clipping(e).clips) {
    const b = a.getBoundingClientRect();
    v = { left: Math.max(v.left, b.left), top: Math.max(v.top, b.top),
          right: Math.min(v.right, b.right), bottom: Math.min(v.bottom, b.bottom) };
  }
  return v.right - v.left > 1 && v.bottom - v.top > 1 ? v : null;
}

for (const c of controls) {
  const r = c.getBoundingClientRect();
  const { clips, scrolls } = clipping(c);
  // Out of a scrolling ancestor's view is within reach (scroll it);
  // what remains is whether that ancestor is itself in reach.
  let box = r;
  for (const { a, sx, sy } of clips) {
    const b = a.getBoundingClientRect();
    const outX = box.left < b.left - 1 || box.right > b.right + 1;
    const outY = box.top < b.top - 1 || box.bottom > b.bottom + 1;
    if ((outX && !sx) || (outY && !sy)) {
      problems.push(`cut off: ${name(c)} by ${a.className || a.tagName}`);
      break;
    }
    if (outX || outY) box = b;
  }
  if (!scrolls && !inside(r, view)) problems.push(`off the screen: ${name(c)}`);
  // A radio button or check box is tapped through its whole label.
  const tapped = (c.matches('input[type=radio], input[type=checkbox]') && c.closest('label')) || c;
  const t = tapped.getBoundingClientRect();
  if (opts.touch && (t.width < 43.5 || t.height < 43.5)) {
    problems.push(`under 44 px: ${name(c)} ${Math.round(t.width)}×${Math.round(t.height)}`);
  }
}

// Two controls drawn over one another (as far as each is in view).
const inView = controls.map((c) => [c, visibleRect(c)]).filter(([, v]) => v);
for (let i = 0; i < inView.length; i++) {
  for (let j = i + 1; j < inView.length; j++) {
    const [a, p] = inView[i], [b, q] = inView[j];
    if (a.contains(b) || b.contains(a)) continue;
    const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (w > 1 && h > 1) problems.push(`overlap: ${name(a)} and ${name(b)}`);
  }
}

// Controls and the game's essentials hidden under something else.
const essentials = overlay ? [] : [...document.querySelectorAll(
  '[data-testid^=clock-], .player-name, [data-testid=status], .move-scroll')].filter(shown);
for (const e of [...controls, ...essentials]) {
  const r = e.getBoundingClientRect();
  const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
  const at = (b) => x > b.left && x < b.right && y > b.top && y < b.bottom;
  if (!at(view)) continue;
  const { clips } = clipping(e);
  if (clips.some(({ a }) => !at(a.getBoundingClientRect()))) continue;
  const top = document.elementFromPoint(x, y);
  if (top && top !== e && !e.contains(top) && !top.contains(e)) {
    problems.push(`covered: ${name(e)} under ${top.dataset.testid || top.className || top.tagName}`);
  }
}

// Every point of the board is free to tap: nothing that takes taps (a
// notice, a bubble, a panel) lies over it.
const board = document.querySelector('[data-testid=board]');
if (board && !overlay) {
  const covered = [];
  for (const p of board.querySelectorAll('.point[data-square]')) {
    const r = p.getBoundingClientRect();
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
    const top = document.elementFromPoint(x, y);
    if (top && !board.contains(top)) covered.push(`${p.dataset.square} under ${top.dataset.testid || top.className || top.tagName}`);
  }
  if (covered.length) problems.push(`board points covered: ${covered.slice(0, 6).join(', ')}`);
  // The file numbers are whole, not half hidden behind the back rank.
  const bodies = [...board.querySelectorAll('.piece-body')].map((b) => b.getBoundingClientRect());
  for (const label of board.querySelectorAll('.file-label')) {
    const l = label.getBoundingClientRect();
    const hit = bodies.find((b) => Math.min(l.right, b.right) - Math.max(l.left, b.left) > 1
      && Math.min(l.bottom, b.bottom) - Math.max(l.top, b.top) > 1);
    if (hit) problems.push(`file number ${label.textContent} behind a piece`);
  }
}

// The page is no wider than the screen.
if (document.documentElement.scrollWidth > innerWidth + 0.5) {
  problems.push(`page wider than the screen: ${document.documentElement.scrollWidth} > ${innerWidth}`);
}

// Text of at least 12 px (28 px for the clocks' digits face to face);
// board text counts at its drawn size.
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const small = new Set();
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  const e = n.parentElement;
  if (!e || !n.textContent.trim() || !shown(e) || e.closest('noscript, style, script')) continue;
  if (overlay && !overlay.contains(e)) continue;
  let size = parseFloat(getComputedStyle(e).fontSize);
  if (e instanceof SVGElement) {
    const m = e.getScreenCTM();
    if (m) size *= Math.hypot(m.a, m.b);
  }
  let least = 12;
  if (opts.faceToFace && e.closest('[data-testid^=clock-]') && !e.closest('.move-clock, .moves-to-go')) least = 28;
  if (size < least - 0.05) small.add(`${n.textContent.trim().slice(0, 16)} (${size.toFixed(1)} px)`);
}
for (const s of small) problems.push(`text too small: ${s}`);

// The words under the buttons' icons are whole, not cut short ("Xin t…").
for (const label of document.querySelectorAll('button .label')) {
  if (!shown(label) || (overlay && !overlay.contains(label))) continue;
  if (label.scrollWidth > label.clientWidth + 1) {
    problems.push(`label cut short: ${label.textContent.trim()} (${label.scrollWidth} > ${label.clientWidth} px)`);
  }
}

// The seats' names are whole: "Computer · level…" hides the level.
for (const seat of document.querySelectorAll('.player-name')) {
  if (!shown(seat) || (overlay && !overlay.contains(seat))) continue;
  if (seat.scrollWidth > seat.clientWidth + 1 || seat.scrollHeight > seat.clientHeight + 1) {
    problems.push(`name cut short: ${seat.textContent.trim()}`);
  }
}

// The moves: at least two rows in view, four on a tall upright screen (a
// tablet held upright has the height to show more of the game).
if (opts.moveList) {
  const list = document.querySelector('.move-scroll');
  const row = document.querySelector('.move-row');
  const rows = !opts.faceToFace && innerHeight >= 960 && innerHeight > innerWidth ? 4 : 2;
  if (!list || !shown(list)) problems.push('no move list in view');
  else if (row && list.clientHeight < rows * row.getBoundingClientRect().height - 1) {
    problems.push(`move list shows under ${rows} rows: ${list.clientHeight} px for rows of ${row.getBoundingClientRect().height} px`);
  }
  // The status and the menu are in view without scrolling the panel.
  for (const id of ['status', 'menu']) {
    const e = document.querySelector(`.app [data-testid=${id}]`);
    if (e && shown(e) && !visibleRect(e)) problems.push(`${id} needs scrolling to be seen`);
    else if (e && shown(e)) {
      const r = e.getBoundingClientRect(), v = visibleRect(e);
      if (v.bottom - v.top < r.height - 1) problems.push(`${id} is partly scrolled out of view`);
    }
  }
  const current = document.querySelector('.move.current');
  if (list && current && !inside(current.getBoundingClientRect(), list.getBoundingClientRect())) {
    problems.push(`the current move is not wholly in view: ${current.textContent}`);
  }
}

// Face to face: a seat's controls lie in its own half (Red's at the
// bottom, Black's at the top), questions to a seat included.
if (opts.faceToFace) {
  const half = innerHeight / 2;
  const seatOf = (c) => {
    const strip = c.closest('[data-testid=player-red], [data-testid=player-black]');
    if (strip) return strip.dataset.testid.slice(7);
    const seated = c.closest('.overlay.seat-red, .overlay.seat-black');
    return seated ? (seated.classList.contains('seat-red') ? 'red' : 'black') : null;
  };
  for (const c of controls) {
    const seat = seatOf(c);
    if (!seat) continue;
    const r = c.getBoundingClientRect();
    const y = (r.top + r.bottom) / 2;
    if ((seat === 'red' && y < half) || (seat === 'black' && y > half)) {
      problems.push(`${seat}'s ${name(c)} lies in the other seat's half`);
    }
  }
  // A question to a seat leaves the board in view: the player decides
  // on a draw or a takeback looking at the position.
  const board = document.querySelector('[data-testid=board]');
  if (board) {
    const b = board.getBoundingClientRect();
    for (const q of document.querySelectorAll('.seat-question')) {
      const r = q.getBoundingClientRect();
      const across = Math.min(r.right, b.right) - Math.max(r.left, b.left);
      const down = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
      if (across > 1 && down > 1) {
        problems.push(`the question "${q.textContent.trim().slice(0, 40)}" covers ${Math.round(down)} px of the board`);
      }
    }
  }
}
return problems;
