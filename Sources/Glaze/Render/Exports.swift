// Users import `Glaze` alone: the planning core (images, kernels, the filter model, transitions,
// planner, emitter, PNG IO) and the catalog of built-in filters and transitions come with it.
@_exported import GlazeCore
@_exported import GlazeCatalog
