"""One row of figures from `wrk --latency` output (standard input), for scripts/bench-*-serving.sh.

Prints its arguments, then requests/s, latency p50 and p99 in milliseconds, and the failed requests
(non-2xx/3xx answers and socket errors), separated by tabs:

    wrk … --latency URL | python3 scripts/lib/wrk-row.py content 200 >>results.tsv
"""
import re
import sys


def duration(value):
    number, unit = re.match(r"([\d.]+)(us|ms|s)", value).groups()
    return float(number) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


text = sys.stdin.read()
rate = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
p50 = duration(re.search(r"\s50%\s+(\S+)", text).group(1))
p99 = duration(re.search(r"\s99%\s+(\S+)", text).group(1))
errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
failed = (int(errors.group(1)) if errors else 0) + (sum(map(int, sockets.groups())) if sockets else 0)
print("\t".join(sys.argv[1:] + [str(rate), str(p50), str(p99), str(failed)]))
