# Baseline for ExportBenchmark: the command line's CSV export as a jq filter over the events array
# (curl -H "X-API-Key: ..." ".../events?start_date=...&end_date=..." | jq -r -f export-csv.jq).
# Deduplicates by event_id, sorts by event_date then event_id, guards formula-like text, writes RFC 4180
# cells with @csv (every text quoted; jq prints numbers in its own form and ends lines with LF). jq has no
# time zones, so it sorts the date text as text: the same rows, in an order that differs from the
# application's (by instant) where an offset is missing.
def guard:
  if type == "string" and test("^[=+@\t\r-]") and (test("^-?[0-9]+([.][0-9]+)?$") | not)
  then "'" + . else . end;

# has_unknown_time as the application writes it: the service's flag when it gives true or false, else whether the
# time reads as midnight US Eastern (its -05:00 or -04:00 offset, or none), null without a date.
def time_unknown:
  if .event_date == null then null
  elif (.has_unknown_time | type) == "boolean" then .has_unknown_time
  else (.event_date | test("T00:00(:00(\\.0+)?)?(-0[45]:00)?$")) end;

["event_id", "equity_id", "ticker", "local_ticker", "ric", "bloomberg_ticker", "exchange_mic", "isin",
 "title", "event_type", "event_date", "has_unknown_time", "fiscal_year", "transcription_status", "status",
 "created", "modified"] as $fields
| ($fields | @csv),
  (unique_by(.event_id) | sort_by(.event_date, .event_id) | .[] | .has_unknown_time = time_unknown
   | [.[$fields[]] | guard] | @csv)
