package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// result is what one run of the tierline command left behind.
type result struct {
	stdout, stderr string
	err            error
	code           int // the process exit status main would use
}

// String is stdout, stderr, the error and the exit status together, for
// failure messages.
func (r result) String() string {
	return fmt.Sprintf("exit %d, error %v\nstdout:\n%s\nstderr:\n%s", r.code, r.err, r.stdout, r.stderr)
}

// newApp is an app reading env instead of the process environment and
// writing into buffers.
func newApp(env map[string]string) (*app, *syncBuffer, *syncBuffer) {
	stdout, stderr := &syncBuffer{}, &syncBuffer{}
	return &app{getenv: func(k string) string { return env[k] }, stdin: strings.NewReader(""), stdout: stdout, stderr: stderr}, stdout, stderr
}

// run executes the real cobra command tree in-process with args, the way
// main does, and returns what it printed and how it would exit.
func run(t *testing.T, env map[string]string, args ...string) result {
	t.Helper()
	return runStdin(t, env, "", args...)
}

// runStdin is run with stdin as the standard input.
func runStdin(t *testing.T, env map[string]string, stdin string, args ...string) result {
	t.Helper()
	a, stdout, stderr := newApp(env)
	a.stdin = strings.NewReader(stdin)
	cmd := a.command()
	cmd.SetArgs(args)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	err := cmd.ExecuteContext(ctx)
	r := result{stdout: stdout.String(), stderr: stderr.String(), err: err}
	if err != nil {
		r.code = exitCode(err)
	}
	return r
}

// wantOutput checks that every string of want occurs in got and none of
// unwanted does.
func wantOutput(t *testing.T, what, got string, want, unwanted []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, got)
		}
	}
	for _, u := range unwanted {
		if strings.Contains(got, u) {
			t.Errorf("%s contains %q:\n%s", what, u, got)
		}
	}
}

// syncBuffer is a bytes.Buffer safe for the concurrent writes of a running
// server's loggers and the test reading them.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
