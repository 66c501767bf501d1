"""The ``table`` fixture: a host and laptops that are stopped when the test ends, failed or not."""

import pytest

from tests.net.laptops import Table


@pytest.fixture
def table():
    t = Table()
    yield t
    t.close()
