"""/api/uploads: files in, files out."""
from urllib.parse import quote

from tests.helpers import assert_contains, create_test_client, expect_status

OCTETS = {"Content-Type": "application/octet-stream"}

def test_stores_a_file_and_gives_it_back() -> None:
    client = create_test_client()
    headers = {**OCTETS, "X-File-Name": quote("menu (final).txt"), "X-File-Type": "text/plain"}
    created = expect_status(client.post("/api/uploads", content=b"hello", headers=headers), 201)
    assert_contains(created, {"fileName": "menu (final).txt", "contentType": "text/plain", "size": 5})
    assert len(expect_status(client.get("/api/uploads"), 200)) == 1
    expect_status(client.get(f"/api/uploads/{created['id']}"), 200)
    content = client.get(f"/api/uploads/{created['id']}/content")
    assert content.status_code == 200
    assert content.content == b"hello"

def test_rejects_an_upload_without_a_name_or_without_content() -> None:
    client = create_test_client()
    expect_status(client.post("/api/uploads", content=b"x", headers=OCTETS), 400)
    expect_status(client.post("/api/uploads", headers={"X-File-Name": "empty.txt"}), 400)
    expect_status(client.get("/api/uploads/missing/content"), 404)
