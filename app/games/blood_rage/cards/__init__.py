"""Card effects of Blood Rage: code keyed by effect key, one module per card family.

Every card in `resources/blood_rage/cards.json` names an `effect` key; cards with the same
effect share it (the three Heimdall's Eyes, Heimdall's Watch in Ages 2 and 3, the plain Tyr
cards), and a monster's ability is the key of its card. The code of an effect lives in the
module of its family and registers itself in `registry.EFFECTS` with `@effect(key, family)`:

- `battle`  battle cards: reveal, before STR is compared, late play, after the resolution;
- `leader`, `warrior`, `ship`  troop upgrades: STR changes, after-pillage and on-death effects;
- `monster` monster abilities: on invade, STR, on death, on pillage;
- `clan`    clan upgrades: costs, quest and Ragnarök bonuses, Valhalla, game end (`clan`), card
            actions and "may" effects that ask (`clan_actions`);
- `quest`   quest conditions, checked in the Quest phase.

Every effect key is built (`registry.missing()` is empty); `families` imports every family
module so that each registers its effects, and the rules import `families` once. Effects that
ask a seat something use `CardEffect.options`/`use` and a `CardChoice` (`rules.card_use`); the
choices the card texts leave open are RULES.md C1–C29.
"""

from __future__ import annotations
