"""The one browser every guide script and test drives: Debian's Chromium and its headless flags (the build
prints the PDFs with it, the browser check and the tests open the pages in it). A module of its own so that
guide.build, guide.printed, guide.browser_check and tests/ share it without importing one another."""

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
