#!/usr/bin/env bash
# Checks a generated Java backend as far as this machine can without Maven Central (Spring cannot be
# resolved): pom.xml is well-formed XML, every .java file parses with the JDK's own parser, each file's
# package matches its folder and every import from the app's own package names a generated type.
# The checks are in scripts/JavaSyntax.java, run as a single-file program; it needs a JDK 17+ (javac),
# e.g. Debian's default-jdk-headless / openjdk-17-jdk-headless.
# Usage: scripts/check-java.sh <backend dir>   (the folder holding pom.xml). Exits non-zero on any failure.
set -euo pipefail

dir="${1:?usage: scripts/check-java.sh <backend dir>}"
here="$(cd "$(dirname "$0")" && pwd)"
cd "$dir"

if ! command -v java >/dev/null 2>&1 || ! command -v javac >/dev/null 2>&1; then
  echo "FAIL java and javac are needed (a JDK 17 or later, e.g. apt-get install default-jdk-headless)" >&2
  exit 1
fi
echo "== Java backend in $(pwd) ($(javac -version 2>&1))"

if [ ! -f pom.xml ]; then
  echo "FAIL no pom.xml" >&2
  exit 1
fi

roots=()
for root in src/main/java src/test/java; do
  [ -d "$root" ] && roots+=(--root "$root")
done
mapfile -t files < <(find src -name '*.java' -type f | LC_ALL=C sort)
if [ "${#files[@]}" -eq 0 ]; then
  echo "FAIL no .java files under src/" >&2
  exit 1
fi
if [ ! -f src/main/resources/application.properties ]; then
  echo "FAIL no src/main/resources/application.properties" >&2
  exit 1
fi
echo "ok   src/main/resources/application.properties exists"

java "$here/JavaSyntax.java" --pom pom.xml "${roots[@]}" "${files[@]}"
echo "== Java backend checks passed (syntax, layout and imports; compiling against Spring needs Maven Central)"
