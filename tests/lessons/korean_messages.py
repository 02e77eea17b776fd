#!/usr/bin/env python3
# Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
"""Korean mode is complete: the messages the step tests build hold no English words.

Runs korean_messages_probe (tests/lessons/korean_messages_probe.cpp), which prints
the messages built from hand-made wrong results (the counter comparison of every
stage, wrong answers, the words put into the diagnoses), under SUDOKU_KIT_LANG=ko,
and fails when one of them has a run of three English words: the check that
messages_sync.py makes on the table's Korean texts (code, `quoted` words and
{placeholders} aside), here on what the code really says; or when a message
with English words in it is the same in both languages (a unit's name, a count). The same probe in English
must print those runs (so that the check can fail), and under SUDOKU_KIT_LANG=ko the
starter's notice must come in Korean after the English line that .ci/run looks for.

usage: korean_messages.py PROBE
Exit code: 0 complete, 1 English found (each message listed), 2 usage or the probe failed.
"""
import os
import pathlib
import re
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from messages_sync import CODE_IN_TEXT, ENGLISH_RUN  # noqa: E402

ENGLISH_NOTICE = "the exercise is not done yet"
WORD = re.compile(r"[A-Za-z]{2,}")
MIN_MESSAGES = 100


def english_runs(text):
    """The runs of three English words in `text`, line by line, once code is left out."""
    runs = []
    for line in text.splitlines():
        if line.startswith("reproduce: "):
            continue  # a command line, run as it is
        found = ENGLISH_RUN.search(CODE_IN_TEXT.sub(" ", line))
        if found:
            runs.append(found.group(0))
    return runs


def probe(binary, language):
    """The probe's messages and its stderr under SUDOKU_KIT_LANG=`language`."""
    environment = dict(os.environ, SUDOKU_KIT_LANG=language)
    done = subprocess.run([binary], capture_output=True, text=True, env=environment, timeout=60)
    if done.returncode != 0:
        print(f"korean_messages: {binary} exited with {done.returncode}: {done.stderr.strip()}", file=sys.stderr)
        sys.exit(2)
    messages = [message.strip("\n") for message in done.stdout.split("\n----\n") if message.strip()]
    return messages, done.stderr


def main():
    if len(sys.argv) != 2:
        print("usage: korean_messages.py PROBE", file=sys.stderr)
        return 2
    problems = []
    korean, korean_stderr = probe(sys.argv[1], "ko")
    english, english_stderr = probe(sys.argv[1], "en")
    if len(korean) < MIN_MESSAGES or len(korean) != len(english):
        problems.append(f"the probe printed {len(korean)} Korean and {len(english)} English messages "
                        f"(at least {MIN_MESSAGES} each, as many in both)")
    for number, message in enumerate(korean, 1):
        for run in english_runs(message):
            problems.append(f"Korean message {number} has English words {run!r}:\n    "
                            + message.replace("\n", "\n    "))
        # A word or two (a unit, a count) cannot hold three English words: it must not be the English one.
        if number <= len(english) and message == english[number - 1] and WORD.search(CODE_IN_TEXT.sub(" ", message)):
            problems.append(f"Korean message {number} is the English one: {message!r}")
    english_with_runs = sum(1 for message in english if english_runs(message))
    if english_with_runs < len(english) // 4:
        problems.append(f"only {english_with_runs} of {len(english)} English messages have three English words in "
                        "a row: the check would not see English in the Korean ones")
    notice = [line for line in korean_stderr.splitlines() if line.strip()]
    if len(notice) != 2 or ENGLISH_NOTICE not in notice[0] or english_runs(notice[1]) or notice[1] == notice[0]:
        problems.append(f"under SUDOKU_KIT_LANG=ko the starter's notice is not the English line, then a Korean "
                        f"one: {notice!r}")
    if [line for line in english_stderr.splitlines() if line.strip()] != notice[:1]:
        problems.append(f"in English the starter's notice is not the one English line: {english_stderr!r}")
    for problem in problems:
        print(problem)
    print(f"korean_messages: {len(korean)} messages, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
