package keys_test

import (
	"testing"

	_ "github.com/tierline/tierline/actions/trips" // add_trip, to show a new key's write scope works
	"github.com/tierline/tierline/persistence/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }
