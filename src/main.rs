//! The Xiangqi web app's page (see `xiangqi_web`).

fn main() {
    xiangqi_web::run();
}
