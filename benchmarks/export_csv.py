#!/usr/bin/env python3
"""Baseline for ExportBenchmark: the command line's CSV export, written as a careful analyst would with
Python's standard library only. Fetches the range in one request, keeps the values as received (numbers
as their JSON text), deduplicates by event_id, sorts by the event's instant then event_id, and writes RFC 4180 CSV
(UTF-8 with a byte order mark, CRLF) with the same formula guard as the application: the same file.

Usage: MARKET_EVENTS_BASE_URL=... MARKET_EVENTS_API_KEY=... export_csv.py FROM TO OUTPUT
"""
import csv
import json
import os
import re
import sys
import urllib.request
from datetime import datetime
from zoneinfo import ZoneInfo

FIELDS = ["event_id", "equity_id", "ticker", "local_ticker", "ric", "bloomberg_ticker", "exchange_mic",
          "isin", "title", "event_type", "event_date", "fiscal_year", "transcription_status", "status",
          "created", "modified"]
PLAIN_NUMBER = re.compile(r"-?\d+(\.\d+)?")
EASTERN = ZoneInfo("America/New_York")


def order(event):
    """As the application sorts: by the event's instant (a time without offset is US Eastern), unreadable
    or missing dates last, then by event_id as a number."""
    text = event.get("event_date")
    try:
        moment = datetime.fromisoformat(text)
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=EASTERN)
        return (0, moment.timestamp(), "", int(event["event_id"]))
    except (TypeError, ValueError):
        return (1, 0.0, text or "", int(event["event_id"]))


def cell(value):
    if value is None:
        return ""
    if not isinstance(value, str):
        return json.dumps(value)
    if value and value[0] in "=+-@\t\r" and not PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


def main(start, end, output):
    base = os.environ["MARKET_EVENTS_BASE_URL"].rstrip("/")
    request = urllib.request.Request(f"{base}/events?start_date={start}&end_date={end}",
                                     headers={"X-API-Key": os.environ["MARKET_EVENTS_API_KEY"]})
    with urllib.request.urlopen(request) as response:
        events = json.load(response, parse_float=str, parse_int=str)
    unique = {str(event["event_id"]): event for event in events}
    ordered = sorted(unique.values(), key=order)
    with open(output, "w", newline="", encoding="utf-8-sig") as out:
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(FIELDS)
        for event in ordered:
            writer.writerow([cell(event.get(field)) for field in FIELDS])


if __name__ == "__main__":
    main(*sys.argv[1:4])
