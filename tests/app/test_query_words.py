"""Every problem the search language reports is worded by a translatable template (app/query_words.py), so the
window can say it in the person's language; none falls through as English text."""

from __future__ import annotations

import pytest

from lorcana_desktop.app.query_words import AS_GIVEN, worded_problem
from lorcana_desktop.cards.query import QueryError, parse_query

# A person's typing mistakes, one of each kind the search names.
MISTAKES = ['"unclosed', "colour:red", "cost:abc", "cost>=x", "ink<ruby", "ink:pink", "type:spell", "format:modern"]


@pytest.mark.parametrize("text", MISTAKES)
def test_each_search_problem_has_a_template(text: str) -> None:
    with pytest.raises(QueryError) as caught:
        parse_query(text)
    for problem in caught.value.problems:
        phrase = worded_problem(problem)
        assert phrase.template != AS_GIVEN, problem
        assert phrase.template.format(**phrase.values) == problem  # the English reads as the search said it


def test_an_unknown_problem_is_shown_as_given() -> None:
    phrase = worded_problem("something new")
    assert phrase.template.format(**phrase.values) == "something new"
