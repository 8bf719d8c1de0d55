#!/usr/bin/env bash
# Usage: benchmarks/run.sh NAME   (e.g. LoadBenchmark, FilterBenchmark). Prints figures; asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: benchmarks/run.sh NAME}"
mvn -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/bench-cp.txt
exec java ${BENCH_JAVA_OPTS:-} -cp "target/classes:target/test-classes:$(cat target/bench-cp.txt)" "com.marketevents.bench.${name}"
