// Package optimizers holds the optimizer actions (free play, card choice, tier retention, offer ranking, trip value) of POST /v1/player, one file each.
package optimizers
