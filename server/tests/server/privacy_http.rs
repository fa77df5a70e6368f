//! A member's copy of their data over HTTP (issue 52): asked with
//! `requestDataExport`, built by the server's own job runner, downloaded
//! from `myDataExport.url` as a JSON file; the link is the credential, so
//! a tampered one reads nothing, and no partner key reaches the fields.

use crate::common;
use serde_json::json;

#[tokio::test]
async fn a_member_downloads_a_copy_of_their_data_by_its_signed_link() {
    let s = common::start().await;
    let (_, token) = s.member("导出甲", false).await;
    let (status, body) = s
        .gql(
            Some(&token),
            "mutation { requestDataExport { export { state nextRequestAt } userErrors { code } } }",
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["data"]["requestDataExport"]["export"]["state"],
        "PENDING"
    );
    // Asked again the same day: refused with the wait.
    let (_, again) = s
        .gql(
            Some(&token),
            "mutation { requestDataExport { export { state } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        again["errors"][0]["extensions"]["code"], "RATE_LIMITED",
        "{again}"
    );

    // The runner (every instance runs one) builds it within seconds.
    let mut url = None;
    for _ in 0..100 {
        let (_, b) = s
            .gql(
                Some(&token),
                "{ myDataExport { state bytes url } }",
                json!({}),
            )
            .await;
        if b["data"]["myDataExport"]["state"] == "READY" {
            url = b["data"]["myDataExport"]["url"].as_str().map(str::to_owned);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let url = url.expect("the copy was built");
    let resp = s.http.get(s.url(&url)).send().await.unwrap();
    assert_eq!(resp.status(), 200);
    let disposition = resp.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(disposition.contains("my-data.json"), "{disposition}");
    assert_eq!(resp.headers()["cache-control"], "private, no-store");
    let archive: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(archive["format"], "lottery-member-data/1");
    assert_eq!(archive["sections"][0]["rows"][0]["nick_name"], "导出甲");

    // Tampered, or without its signature: 404, no body of the member's.
    let tampered = url.replace("sig=", "sig=x");
    let resp = s.http.get(s.url(&tampered)).send().await.unwrap();
    assert_eq!(resp.status(), 404);
    let bare = url.split('?').next().unwrap();
    assert_eq!(s.http.get(s.url(bare)).send().await.unwrap().status(), 404);
    // Signed out: no copy to ask about.
    let (_, anon) = s.gql(None, "{ myDataExport { state } }", json!({})).await;
    assert_eq!(
        anon["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{anon}"
    );
}
