"""DOGS log lines name what happened, and only that."""
from dogtable.core.events import Event
from dogtable.games.dogs_kennel.describe import describe


def test_a_pet_shop_purchase_names_only_what_was_bought():
    both = describe(Event("PetShopBought", {"seat": 1, "food": 1, "medicine": 1}), None)
    food = describe(Event("PetShopBought", {"seat": 1, "food": 2, "medicine": 0}), None)
    medicine = describe(Event("PetShopBought", {"seat": 1, "food": 0, "medicine": 2}), None)
    assert both.key.endswith("log.pet_shop")
    assert food.key.endswith("log.pet_shop_food") and "medicine" not in food.params
    assert medicine.key.endswith("log.pet_shop_medicine") and "food" not in medicine.params
