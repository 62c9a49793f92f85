"""The entry point: uvicorn app.main:app --host 127.0.0.1 --port 3000 (or python -m app.main, which reads HOST and PORT)."""
import logging
import os

import uvicorn

from app.application import create_app
from app.config import Settings, read_settings
from app.db import connect_database
from app.repositories import Repositories, create_memory_repositories
from app.services import create_services

logger = logging.getLogger(__name__)

def open_repositories(settings: Settings) -> Repositories:
    if settings.database_url:
        return connect_database(settings.database_url).repositories
    logger.warning("DATABASE_URL is not set: records are kept in memory and lost when the server stops.")
    return create_memory_repositories()

settings = read_settings(os.environ)
app = create_app(create_services(open_repositories(settings), settings))

if __name__ == "__main__":
    logger.info({{listening}}, settings.host, settings.port)
    uvicorn.run(app, host=settings.host, port=settings.port)
