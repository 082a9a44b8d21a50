//go:build !unix

package persistence

// lockFile is a no-op where flock is not available: concurrent first starts
// of several processes on one SQLite file are then not serialised.
func lockFile(string) (func(), error) { return func() {}, nil }
