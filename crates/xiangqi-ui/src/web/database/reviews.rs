//! What the reviews of games found (see `crate::model::reviewed`): one
//! record per line reviewed, written when a review ends, read by the
//! player's record. A review is work the device can do again, so a write
//! the browser refuses is retried with the next review rather than kept
//! waiting; the player is told all the same.

use idb::TransactionMode;
use wasm_bindgen::JsValue;

use super::schema::REVIEWS;
use super::{database, DbError};
use crate::model::json::JsonText;
use crate::model::reviewed::ReviewedLine;
use crate::web::json::BrowserJson;
use crate::web::write_failures::{report, Failure};

/// Every review kept; records that cannot be read are skipped.
pub async fn all() -> Result<Vec<ReviewedLine>, DbError> {
    let db = database().await?;
    let tx = db.transaction(&[REVIEWS], TransactionMode::ReadOnly)?;
    let store = tx.object_store(REVIEWS)?;
    let values = store.get_all(None, None)?.await?;
    let _ = tx.await;
    Ok(values
        .into_iter()
        .filter_map(|v| v.as_string())
        .filter_map(|text| BrowserJson.read::<ReviewedLine>(&text))
        .collect())
}

/// Keeps `reviews` (a line reviewed again replaces its earlier figures).
pub async fn put(reviews: &[ReviewedLine]) -> Result<(), DbError> {
    let written = async {
        let db = database().await?;
        let tx = db.transaction(&[REVIEWS], TransactionMode::ReadWrite)?;
        let store = tx.object_store(REVIEWS)?;
        for review in reviews {
            let text = BrowserJson.write(review).ok_or(DbError::Failed)?;
            store.put(
                &JsValue::from_str(&text),
                Some(&JsValue::from_str(&review.line)),
            )?;
        }
        tx.commit()?.await?;
        Ok(())
    }
    .await;
    if written.is_err() {
        report(Failure::Records);
    }
    written
}
