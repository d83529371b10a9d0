// Users import `Glaze` alone: the planning core (images, filters, kernels, transitions, planner,
// emitter, PNG IO) comes with it.
@_exported import GlazeCore
