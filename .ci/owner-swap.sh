#!/usr/bin/env bash
# The owner's first day, as issue 10 describes it: a copy of the repository whose content/ is
# another person's valid portfolio, on a machine where no system Chromium or Chrome, no font and
# no NSS library is reachable, builds the site and runs the tests that read the owner's content. Called by
# .ci/run with the folder to work in, the JSON report to write and the content to use (a folder
# of the repository); runs inside a private mount namespace.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$1
report=$2
owner=${3:-test/fixtures/people/data-engineer}

# Hide every system browser: bind /dev/null over each binary, only in this namespace.
for browser in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable /usr/lib/chromium/chromium; do
  [ -e "$browser" ] && mount --bind /dev/null "$browser"
done
unset CHROME_PATH
rm -rf "$work" && mkdir -p "$work"
# And what a slim image with only Node and npm lacks: every font, and the libraries Chromium
# needs beyond glibc (NSS, NSPR, expat). The browser tests then run on what the package carries
# (test/support/browser.ts).
empty="$work/.no-fonts" && mkdir "$empty"
for fonts in /usr/share/fonts /usr/local/share/fonts /etc/fonts; do
  [ -d "$fonts" ] && mount --bind "$empty" "$fonts"
done
for library in libnss3.so libnssutil3.so libsmime3.so libnspr4.so libplc4.so libplds4.so libexpat.so.1; do
  for dir in /usr/lib/x86_64-linux-gnu /lib/x86_64-linux-gnu /usr/lib64 /usr/lib; do
    [ -e "$dir/$library" ] && mount --bind /dev/null "$(readlink -f "$dir/$library")"
  done
done

(cd "$repo" && git ls-files -z | xargs -0 cp --parents -t "$work")
cp -al "$repo/node_modules" "$work/node_modules"
rm -rf "$work/content" && cp -r "$repo/$owner" "$work/content"
cd "$work" || exit 1

npm run build --silent || exit 1
if grep -rIl -e "Defne" -e "Altınkaya" -e "cay-evi" dist; then
  echo "owner-swap: the built site still shows the sample person (files above)"
  exit 1
fi
# The engine tests run on their own fixtures and answer the same whoever the owner is, and the
# type check reads no content: the owner's run is every test file that reads content/, which
# is every file importing test/support/owner.ts (test/owner-tests.test.ts keeps that true).
mapfile -t files < <(grep -l 'from "./support/owner.ts"' test/*.test.ts)
if [ "${#files[@]}" -eq 0 ]; then
  echo "owner-swap: no test file imports test/support/owner.ts"
  exit 1
fi
npx vitest run "${files[@]}" --reporter=default --reporter=json --outputFile.json="$report"
