import type { AppModel } from "../../model";
import { lines } from "../files";
import type { GeneratedFile } from "../types";
import { pythonDatabase } from "./databases";
import { pyConfig } from "./files";
import { pinnedLines } from "./versions";

/** backend/requirements.txt (to run), requirements-dev.txt (to test) and pytest's settings. */
export function packagingFiles(model: AppModel): GeneratedFile[] {
  const database = pythonDatabase(model);
  return [
    pyConfig(
      "backend/requirements.txt",
      "backend",
      lines(
        "# What the API needs to run, pinned; requirements-dev.txt adds the test tools.",
        ...pinnedLines(["fastapi", "pydantic", "uvicorn", ...database.requirements]),
      ),
    ),
    pyConfig(
      "backend/requirements-dev.txt",
      "backend",
      lines("# The API's requirements and the test tools: pip install -r requirements-dev.txt", "-r requirements.txt", ...pinnedLines(["pytest", "httpx", "jsonschema[format-nongpl]", "pyRFC3339"])),
    ),
    pyConfig(
      "backend/pytest.ini",
      "backend",
      lines(
        "[pytest]",
        "# Run from backend/: python -m pytest. The app and tests packages import from here.",
        "testpaths = tests",
        "pythonpath = .",
        "addopts = -ra",
      ),
    ),
  ];
}
