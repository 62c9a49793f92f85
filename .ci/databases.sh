# Sourced by .ci/run: starts PostgreSQL and MariaDB (Debian's stand-in for MySQL) on loopback, each with an
# empty database for the generated apps' own database tests, and exports CHECK_POSTGRESQL_URL and
# CHECK_MYSQL_URL for scripts/check-generated.mjs. .ci/run installs their Debian packages when missing.
# A server that cannot be started is reported and left out: its database tests are then listed as skipped
# in check-generated's summary, never as passed. Debian has no MongoDB package, so those tests always skip.

ci_postgresql() {
  command -v pg_ctlcluster >/dev/null 2>&1 || return 1
  service postgresql start >/dev/null 2>&1 || true
  su postgres -c "psql -qc 'DROP DATABASE IF EXISTS generated_test' -c 'DROP ROLE IF EXISTS generated'" >/dev/null &&
    su postgres -c "psql -qc \"CREATE ROLE generated LOGIN PASSWORD 'generated'\" -c 'CREATE DATABASE generated_test OWNER generated'" >/dev/null
}

ci_mariadb() {
  command -v mariadbd >/dev/null 2>&1 || return 1
  service mariadb start >/dev/null 2>&1 || true
  mariadb -uroot -e "DROP DATABASE IF EXISTS generated_test; CREATE DATABASE generated_test;
    DROP USER IF EXISTS 'generated'@'127.0.0.1'; CREATE USER 'generated'@'127.0.0.1' IDENTIFIED BY 'generated';
    GRANT ALL ON generated_test.* TO 'generated'@'127.0.0.1';" >/dev/null
}

if ci_postgresql; then
  export CHECK_POSTGRESQL_URL="postgres://generated:generated@127.0.0.1:5432/generated_test"
  echo "PostgreSQL is up for the generated apps' database tests"
else
  echo "PostgreSQL could not be started: the generated apps' PostgreSQL tests will be skipped"
fi

if ci_mariadb; then
  export CHECK_MYSQL_URL="mysql://generated:generated@127.0.0.1:3306/generated_test"
  echo "MariaDB is up for the generated apps' MySQL tests"
else
  echo "MariaDB could not be started: the generated apps' MySQL tests will be skipped"
fi
