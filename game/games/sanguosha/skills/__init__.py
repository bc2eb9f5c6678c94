"""The characters' skills (§7), one module per character (its key), each skill an
`Ability` registered under its key. Importing this package registers them all."""

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
