// The catalog is built on the recipe-and-planner core, visible in every file of this module and to
// its importers (Glaze re-exports both).
@_exported import GlazeCore
