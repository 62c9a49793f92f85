"""The business rules written as code in app/custom_rules.py: each rule's cases go in its slot below, each
with the rule's id in its name (test_<id>_...), which is how qa finds them."""
from tests.fixtures import product_input
from tests.helpers import create_test_client, expect_status

def test_lets_a_valid_product_through() -> None:
    client = create_test_client()
    expect_status(client.post("/api/products", json=product_input(client)), 201)

# rule BIZ-9: Refunds need the owner's approval
# TODO(BIZ-9): not written yet. A person or the configured model writes this rule's test cases here, each with BIZ-9 in its name or title.
# end of rule BIZ-9
