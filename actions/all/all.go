// Package all wires every action package into registry.Default. Import it
// for its side effect; nothing else fills the default registry.
package all

import (
	_ "github.com/tierline/tierline/actions/trips" // trips
)
