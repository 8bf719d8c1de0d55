#!/usr/bin/env bash
# Usage: benchmarks/run.sh NAME [ARGS]   (LoadBenchmark, FilterBenchmark, ExportBenchmark, FxThreadBenchmark;
#        FxThreadBenchmark --loads-only measures the FX thread's waits during loads and nothing else;
#        FxThreadBenchmark --loads N measures N year loads instead of 4; --watchlist N puts a watchlist of N
#        listings in the quick filter first, as an analyst's window has; FxThreadBenchmark --selection-only
#        times what the FX thread does with a year's rows selected by Ctrl+A; --steps-only times each step of the
#        selection down the rows, Details in sight).
# Prints figures; asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: benchmarks/run.sh NAME}"
# package, not only test-compile: ExportBenchmark runs the application jar as a command.
mvn -B -q package -DskipTests dependency:build-classpath -Dmdep.outputFile=target/bench-cp.txt
exec java ${BENCH_JAVA_OPTS:-} -cp "target/classes:target/test-classes:$(cat target/bench-cp.txt)" "com.marketevents.bench.${name}" "${@:2}"
