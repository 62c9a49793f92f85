"""Password hashes: salted scrypt, never the password itself."""
import base64
import binascii
import hashlib
import hmac
import secrets

KEY_LENGTH = 64
# scrypt's cost settings: Node's defaults, so a hash made by either backend verifies on the other.
COST = 16384
BLOCK_SIZE = 8
PARALLELISM = 1


def _scrypt(password: str, salt: bytes, length: int) -> bytes:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=COST, r=BLOCK_SIZE, p=PARALLELISM, dklen=length)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def hash_password(password: str) -> str:
    """A salted scrypt hash: "scrypt$<salt>$<key>", both base64."""
    salt = secrets.token_bytes(16)
    return "$".join(["scrypt", _b64(salt), _b64(_scrypt(password, salt, KEY_LENGTH))])


def verify_password(password: str, stored: str) -> bool:
    parts = stored.split("$")
    if len(parts) != 3 or parts[0] != "scrypt" or not parts[1] or not parts[2]:
        return False
    try:
        salt = base64.b64decode(parts[1], validate=True)
        expected = base64.b64decode(parts[2], validate=True)
    except binascii.Error:
        return False
    return hmac.compare_digest(_scrypt(password, salt, len(expected)), expected)
