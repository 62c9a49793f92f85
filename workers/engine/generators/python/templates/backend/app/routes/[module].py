"""/api/{{route}}: list, create, read, replace and delete {{records}}."""
from fastapi import APIRouter

from app.domain.{{module}} import {{model}}
{{ownershipImport}}
from app.http.crud import {{crudNames}}
from app.services import Services

def {{routes}}(services: Services) -> APIRouter:
    repositories = services.repositories
    return crud_router(
        label={{label}},
        topic={{topic}},
        repository=repositories.{{repository}},
        model={{model}},
        references={{references}},
        events=services.events,{{ownersArgument}}{{ruleArguments}}
    )
