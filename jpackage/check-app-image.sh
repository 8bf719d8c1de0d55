#!/usr/bin/env bash
# CI check of the packaged application: builds the app-image (mvn -Ppackage-app, no installer) and runs its
# command-line launchers headless (jpackage's bin/market-events and, on Linux, lib/market-events-start, which
# the .deb puts on the PATH): --version, --help, status --demo, events --demo as CSV and as an Excel workbook.
# Prints one line per check and closes with "check-app-image: N passed, N failed"; exit 0 only if all pass.
# Options: --no-build checks the image already in target/jpackage/image.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
if [[ "${1:-}" != "--no-build" ]]; then
  if ! mvn -B -q package -DskipTests -Ppackage-app -Dpackage.types=app-image; then
    echo "check-app-image: the app-image build failed"
    echo "check-app-image: 0 passed, 1 failed"
    exit 1
  fi
fi
built=$SECONDS

image="target/jpackage/image/market-events-browser"
launcher="$image/bin/market-events"
version=$(sed -n 's/^java-options=-Djpackage.app-version=//p' "$image/lib/app/market-events.cfg")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# run EXPECTED_EXIT ARGS... : runs $launcher with no display and no input, 60 s at most.
run() {
  local expected=$1; shift
  env -u DISPLAY -u WAYLAND_DISPLAY timeout 60 "$launcher" "$@" </dev/null >"$work/out" 2>"$work/err"
  local code=$?
  if [[ $code -ne $expected ]]; then
    echo "exit $code, expected $expected"; return 1
  fi
  if grep -qE '^\s+at [a-zA-Z_$.]+\(|Exception in thread' "$work/out" "$work/err"; then
    echo "a stack trace reached the user"; return 1
  fi
}

check() {
  local name=$1; shift
  local why
  if why=$("$@" 2>&1); then
    passed=$((passed + 1)); echo "PASS $name"
  else
    failed=$((failed + 1)); echo "FAIL $name: $why"
    sed 's/^/    stdout| /' "$work/out" | head -20; sed 's/^/    stderr| /' "$work/err" | head -20
  fi
}

version_check() {
  run 0 --version || return 1
  # The command is named as it is typed (market-events), as in the help, not as the jar is.
  [[ "$(cat "$work/out")" == "market-events $version" ]] \
    || { echo "not \"market-events $version\": $(head -1 "$work/out")"; return 1; }
}

help_check() {
  run 0 --help || return 1
  grep -q 'events' "$work/out" && grep -q 'status' "$work/out" || { echo "help does not name events and status"; return 1; }
  # The command is named as it is typed (market-events), not as the jar is.
  grep -q '^Usage: market-events \[' "$work/out" || { echo "help does not name market-events: $(head -1 "$work/out")"; return 1; }
}

status_check() {
  run 0 status --demo || return 1
  [[ -s "$work/out" ]] || { echo "no status report"; return 1; }
}

events_check() {
  run 0 events --demo --from 2026-01-05 --to 2026-01-09 --format csv || return 1
  local header rows
  header=$(head -1 "$work/out" | tr -d '\r\357\273\277')
  [[ "$header" == *event_id* && "$header" == *event_date* ]] || { echo "CSV header lacks event_id/event_date: $header"; return 1; }
  rows=$(($(wc -l <"$work/out") - 1))
  ((rows > 0)) || { echo "no event rows"; return 1; }
  # Every row is inside the requested week (event_date column, ISO date first). Quoted fields (titles
  # with commas) are blanked before splitting on commas.
  local column outside
  column=$(head -1 "$work/out" | tr -d '\r\357\273\277' | tr ',' '\n' | grep -nx '"\{0,1\}event_date"\{0,1\}' | cut -d: -f1)
  outside=$(tail -n +2 "$work/out" | sed -E 's/"([^"]|"")*"/Q/g' | cut -d, -f"$column" | cut -c1-10 \
    | awk '$0 < "2026-01-05" || $0 > "2026-01-09"' | head -3)
  [[ -z "$outside" ]] || { echo "rows outside the range: $outside"; return 1; }
}

# The workbook's library runs on the trimmed runtime: a zip whose sheet holds a header and rows.
xlsx_check() {
  run 0 events --demo --from 2026-01-05 --to 2026-01-09 --format xlsx || return 1
  [[ "$(head -c 2 "$work/out")" == "PK" ]] || { echo "not a zip archive"; return 1; }
  rm -rf "$work/xlsx" && mkdir "$work/xlsx" && (cd "$work/xlsx" && "$(command -v jar || echo "$JAVA_HOME/bin/jar")" xf ../out) || { echo "cannot unpack"; return 1; }
  grep -q '>event_id<' "$work/xlsx/xl/sharedStrings.xml" || { echo "no event_id header"; return 1; }
  local rows
  rows=$(grep -o '<row ' "$work/xlsx/xl/worksheets/sheet1.xml" | wc -l)
  ((rows > 1)) || { echo "no event rows"; return 1; }
}

# Started from a folder holding a library of the same name as one the JVM needs (a download folder, a shared
# folder), the launcher still loads the runtime's own: the current folder is not on the loader's path, not even
# through an empty entry in LD_LIBRARY_PATH.
current_folder_check() {
  mkdir -p "$work/planted" && echo "not a library" >"$work/planted/libz.so.1" || { echo "cannot plant libz.so.1"; return 1; }
  local code absolute
  absolute=$(readlink -f "$launcher")
  (cd "$work/planted" && env -u LD_LIBRARY_PATH -u DISPLAY -u WAYLAND_DISPLAY timeout 60 "$absolute" --version \
    </dev/null >"$work/out" 2>"$work/err")
  code=$?
  ((code == 0)) || { echo "exit $code from a folder holding a junk libz.so.1: $(head -1 "$work/err")"; return 1; }
  [[ "$(cat "$work/out")" == "market-events $version" ]] || { echo "not \"market-events $version\": $(head -1 "$work/out")"; return 1; }
}

# jvm_flags LAUNCHER ARGS...: the JVM's flags as that launcher starts it (no display: the window says so and
# stops), one per line.
jvm_flags() {
  local launcher=$1; shift
  env -u DISPLAY -u WAYLAND_DISPLAY JAVA_TOOL_OPTIONS=-XX:+PrintCommandLineFlags timeout 60 "$launcher" "$@" \
    </dev/null 2>/dev/null | grep -m1 -- '-XX:' | tr ' ' '\n'
}

# The window pauses in short steps (G1, a small young generation, app-image.args) and gives memory back when idle;
# commands run C1 alone and the serial collector (cli-launcher.properties).
window_flags_check() {
  local flags
  flags=$(jvm_flags "$1")
  for flag in -XX:+UseG1GC -XX:MaxNewSize=25165824 -XX:MaxTenuringThreshold=0 \
      -XX:G1PeriodicGCInterval=30000; do
    grep -qx -- "$flag" <<<"$flags" || { echo "the window's JVM lacks $flag: $(tr '\n' ' ' <<<"$flags")"; return 1; }
  done
}

command_flags_check() {
  local flags
  flags=$(jvm_flags "$1" --version)
  for flag in -XX:+UseSerialGC -XX:TieredStopAtLevel=1; do
    grep -qx -- "$flag" <<<"$flags" || { echo "a command's JVM lacks $flag: $(tr '\n' ' ' <<<"$flags")"; return 1; }
  done
  ! grep -qx -- -XX:MaxTenuringThreshold=0 <<<"$flags" || { echo "a command got the window's collector settings"; return 1; }
}

if [[ ! -x "$launcher" ]]; then
  echo "check-app-image: no launcher at $launcher"
  echo "check-app-image: 0 passed, 1 failed"
  exit 1
fi
launchers=("$launcher")
[[ -x "$image/lib/market-events-start" ]] && launchers+=("$image/lib/market-events-start")
for launcher in "${launchers[@]}"; do
  name=${launcher#"$image/"}
  check "$name --version prints market-events $version" version_check
  check "$name --help names market-events and the subcommands" help_check
  check "$name status --demo reports" status_check
  check "$name events --demo writes CSV of the requested week" events_check
  check "$name events --demo writes an Excel workbook" xlsx_check
  check "$name runs commands with the command line's JVM options" command_flags_check "$launcher"
  check "$name ignores libraries in the current folder" current_folder_check
done
window_launchers=("$image/bin/market-events-browser")
[[ -x "$image/lib/market-events-start" ]] && window_launchers+=("$image/lib/market-events-start")
for launcher in "${window_launchers[@]}"; do
  check "${launcher#"$image/"} starts the window with its collector settings" window_flags_check "$launcher"
done
size=$(du -sh "$image" | cut -f1)
echo "check-app-image: image $size, build $((built - started)) s, checks $((SECONDS - built)) s"
echo "check-app-image: $passed passed, $failed failed"
((failed == 0))
