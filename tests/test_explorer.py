"""The explorer of notebook 11: controls drive the ruling and the ladder; bad input shows one line."""

import time

import pytest

pytest.importorskip("ipywidgets")

from rulescore import explorer  # noqa: E402


@pytest.fixture(scope="module")
def app():
    return explorer.Explorer("IA-10-1")


def test_IA_10_1_loads_with_ruling_and_ladder(app):
    v = app.last_view
    assert v.error is None
    assert v.ladder.verdict == "A to act: 100 to call; may raise, to at least 300"
    assert "Ruling for A: 100 to call" in app.ruling.value
    assert app.image.value[:8] == b"\x89PNG\r\n\x1a\n"
    assert set(app.stacks) == {"A", "B", "C", "D", "E"}
    assert app.stacks["D"].value == "200"


def test_changing_a_stack_updates_ruling_and_ladder(app):
    start = time.perf_counter()
    app.stacks["D"].value = "150"  # D's all-in now adds 25: together 50, not a full raise
    elapsed = time.perf_counter() - start
    print(f"\nexplorer update (stack change -> ruling + ladder PNG): {elapsed * 1000:.0f} ms")
    assert app.last_view.ladder.verdict == "A to act: 50 to call; may not raise"
    assert "D: 150" in app.yaml.value.replace("'", "")
    assert app.last_seconds is not None
    app.stacks["D"].value = "200"
    assert app.last_view.ladder.can_raise


def test_blank_stack_means_deep_and_error_is_one_line(app):
    app.stacks["B"].value = ""
    assert "error: action 2 (B allin)" in app.error.value  # B has no stack: cannot go all-in
    assert "Traceback" not in app.error.value and app.ruling.value == ""
    assert app.image.layout.display == "none"
    app.stacks["B"].value = "125"
    assert app.error.value == "" and app.image.layout.display is None


def test_bad_number_and_bad_yaml_show_the_error_line(app):
    app.stacks["C"].value = "lots"
    assert "stacks: C" in app.error.value and "not a whole number" in app.error.value
    app.stacks["C"].value = ""
    assert app.error.value == ""
    good = app.yaml.value
    app.yaml.value = "blinds: [50, 100\nseats: [A, B]"
    assert "not valid YAML" in app.error.value
    app.yaml.value = good
    assert app.error.value == ""


def test_blinds_and_amounts_controls():
    app = explorer.Explorer("IA-07-4A")
    assert sorted(app.amounts) == [0, 1, 2]
    app.amounts[2].value = 600
    assert app.data["actions"][2] == "C raise 600"
    assert app.last_view.ladder.min_raise_to == 1000  # 600 + the new largest increment 400
    assert "(changed)" in app.last_view.ladder.title
    app.amounts[2].value = 210  # below B's 200 + 75
    assert "below the minimum of 275" in app.error.value
    app.amounts[2].value = 500
    app.big.value = 100  # the big blind is now the largest increment so far? no: A's raise 125 is below 200
    assert "error: action 1 (A raise 125)" in app.error.value
    app.big.value = 50
    assert app.last_view.ladder.min_raise_to == 800


def test_pick_and_custom_yaml():
    app = explorer.Explorer("IA-10-3")
    app.pick.value = "IA-10-3A"
    assert app.last_view.ladder.verdict == "A to act: 3500 to call; may not raise"
    app.pick.value = explorer.CUSTOM
    app.yaml.value = "blinds: 100/200\nstreet: turn\nseats: [A, B, C]\nactions: [A bet 300, B push 500x2]\n"
    assert app.last_view.ladder.min_raise_to == 1700  # IA-07-3 typed by hand
    assert list(app.amounts) == [0]


def test_static_rendering_says_it_needs_jupyterlab(app):
    bundle = app._repr_mimebundle_()
    assert bundle["text/plain"] == explorer.NEEDS_LAB
    assert "JupyterLab" in bundle["text/html"]
    text = explorer.static_states([("IA-10-1", "IA-10-1"), ("bad", "blinds: 50/100\nseats: [A]")])
    assert "=== IA-10-1" in text and "error: seats" in text


def test_evaluate_never_raises_on_bad_input():
    for bad in ("", "[1, 2]", "blinds: x", "blinds: 50/100\nseats: [A, B]\nactions: [A check, B bet 0]"):
        v = explorer.evaluate(bad)
        assert v.error and v.to_text().startswith("error: ")
