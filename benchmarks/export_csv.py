#!/usr/bin/env python3
"""Baseline for ExportBenchmark: the command line's CSV export, written as a careful analyst would with
Python's standard library only. Fetches the range in one request, keeps the values as received (numbers
as their JSON text), adds has_unknown_time after event_date as the application does, deduplicates by event_id,
sorts by the event's instant then event_id, and writes RFC 4180 CSV (UTF-8 with a byte order mark, CRLF) with
the same formula guard as the application: the same file.

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
          "isin", "title", "event_type", "event_date", "has_unknown_time", "fiscal_year", "transcription_status",
          "status", "created", "modified"]
PLAIN_NUMBER = re.compile(r"-?\d+(\.\d+)?")
EASTERN = ZoneInfo("America/New_York")


def moment(text):
    """The instant of a date-time text (one without offset is US Eastern), or None when it cannot be read."""
    try:
        read = datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return None
    return read.replace(tzinfo=EASTERN) if read.tzinfo is None else read


def order(event):
    """As the application sorts: by the event's instant, unreadable or missing dates last, then by event_id as
    a number."""
    text = event.get("event_date")
    at = moment(text)
    if at is None:
        return (1, 0.0, text or "", int(event["event_id"]))
    return (0, at.timestamp(), "", int(event["event_id"]))


def time_unknown(event):
    """As the application writes has_unknown_time: the service's flag when it gives true or false, else whether the
    time is midnight US Eastern; None (an empty cell) without a date, or with one that cannot be read unflagged."""
    text = event.get("event_date")
    if text is None:
        return None
    at = moment(text)
    flag = event.get("has_unknown_time")
    if flag is True:
        return True
    if at is None:
        return None
    if flag is False:
        return False
    eastern = at.astimezone(EASTERN)
    return eastern.hour == 0 and eastern.minute == 0 and eastern.second == 0 and eastern.microsecond == 0


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
            event["has_unknown_time"] = time_unknown(event)
            writer.writerow([cell(event.get(field)) for field in FIELDS])


if __name__ == "__main__":
    main(*sys.argv[1:4])
