package hostbook_test

import (
	"testing"

	"github.com/tierline/tierline/persistence/dbtest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }
