"""Card effects of Blood Rage: code keyed by effect key, one module per card family.

Every card in `resources/blood_rage/cards.json` names an `effect` key; cards with the same
effect share it (the three Heimdall's Eyes, Heimdall's Watch in Ages 2 and 3, the plain Tyr
cards), and a monster's ability is the key of its card. The code of an effect lives in the
module of its family and registers itself in `registry.EFFECTS` with `@effect(key, family)`:

- `battle`  battle cards: reveal, before STR is compared, late play, after the resolution;
- `leader`, `warrior`, `ship`  troop upgrades: STR changes, after-pillage and on-death effects;
- `monster` monster abilities: on invade, STR, on death, on pillage;
- `clan`    clan upgrades: costs, card actions, quest and Ragnarök bonuses, Valhalla, game end;
- `quest`   quest conditions, checked in the Quest phase.

Built: the five quest conditions (`quest`, registered when `rules.quests` is imported). Every
other effect is still to write (issue 10; RULES.md "Not built yet"); `registry.missing()` lists
the keys without code. The rules fire every timing already (`registry.fire`), so a card whose
effect is missing simply does nothing: a battle card adds its printed STR, an upgrade gives its
printed STR and cost, a monster fights with its printed STR.
"""

from __future__ import annotations
