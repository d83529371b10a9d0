// The fixture of docs/adding-a-filter.md: the EmbedShaders plugin runs over this target's own
// Shaders/ folder, which holds the doc's one file, and generates its filter here exactly as it
// generates the built-in filters into GlazeCore (AddingAFilterDocTests).
