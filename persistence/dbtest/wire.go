package dbtest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"io"
	"net"
	"net/url"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/persistence"
)

// Wire sits between the service and PostgreSQL on loopback and records
// every statement the service sends, as the server receives it: one entry
// per Query message of the simple protocol (the one bun's statements use;
// a message may hold several statements separated by ";") and per Bind
// message of the extended one, which runs a statement parsed before,
// perhaps by an earlier request on the same connection (the text is the
// one its Parse message gave that name). BEGIN and COMMIT count like any
// other statement; nothing a driver or bun hook could miss is missed.
type Wire struct {
	target string
	ln     net.Listener

	mu       sync.Mutex
	sent     []string
	prepared []string
}

// NewWire starts a recording proxy to the PostgreSQL server of this run's
// database and returns it with the database URL that goes through it. It
// stops when the test ends.
func NewWire(tb testing.TB) (*Wire, string) {
	tb.Helper()
	u, err := url.Parse(URL(tb))
	if err != nil {
		tb.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	w := &Wire{target: u.Host, ln: ln}
	tb.Cleanup(func() { ln.Close() })
	go w.serve()
	u.Host = ln.Addr().String()
	return w, u.String()
}

// OpenThroughWire opens this run's database (migrated) through a new
// Wire, so that everything the pool sends is recorded; both end when the
// test ends.
func OpenThroughWire(tb testing.TB) (*Wire, *bun.DB) {
	tb.Helper()
	Open(tb) // migrated
	w, url := NewWire(tb)
	db, err := persistence.Open(context.Background(), url)
	if err != nil {
		tb.Fatalf("dbtest: open through the wire: %v", err)
	}
	tb.Cleanup(func() { db.Close() })
	return w, db
}

// Reset forgets what was recorded.
func (w *Wire) Reset() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.sent = nil
}

// Sent returns the statements recorded since the last Reset, in order.
func (w *Wire) Sent() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.sent...)
}

func (w *Wire) serve() {
	for {
		client, err := w.ln.Accept()
		if err != nil {
			return
		}
		server, err := net.Dial("tcp", w.target)
		if err != nil {
			client.Close()
			continue
		}
		go func() {
			_, _ = io.Copy(client, server)
			client.Close()
		}()
		go func() {
			w.record(bufio.NewReader(client), server)
			server.Close()
		}()
	}
}

// record copies the client's messages to the server, noting each query.
func (w *Wire) record(from *bufio.Reader, to io.Writer) {
	// The startup message and the SSL or GSS encryption requests that may
	// come before it have no type byte.
	for {
		msg, err := readMessage(from, false)
		if err != nil || write(to, msg) != nil {
			return
		}
		if code := binary.BigEndian.Uint32(msg[4:8]); code != 80877103 && code != 80877104 {
			break
		}
	}
	parsed := map[string]string{} // this connection's statements by name
	for {
		msg, err := readMessage(from, true)
		if err != nil {
			return
		}
		// Noted before it is passed on: once the server has it, the answer
		// can reach the test before this goroutine runs again, and the test
		// would read the log without it.
		switch body := msg[5:]; msg[0] {
		case 'Q': // the query text
			text, _ := cString(body)
			w.note(text)
		case 'P': // the statement's name, then its text
			name, rest := cString(body)
			parsed[name], _ = cString(rest)
			w.mu.Lock()
			w.prepared = append(w.prepared, parsed[name])
			w.mu.Unlock()
		case 'B': // the portal's name, then the statement's
			_, rest := cString(body)
			name, _ := cString(rest)
			w.note(parsed[name])
		}
		if write(to, msg) != nil {
			return
		}
	}
}

// cString splits b at its first NUL: the text before it and the bytes
// after (all of b and nothing without one).
func cString(b []byte) (string, []byte) {
	i := bytes.IndexByte(b, 0)
	if i < 0 {
		return string(b), nil
	}
	return string(b[:i]), b[i+1:]
}

func (w *Wire) note(text string) {
	w.mu.Lock()
	w.sent = append(w.sent, text)
	w.mu.Unlock()
}

// Prepared returns the text of every statement parsed (Parse messages of
// the extended protocol) since the wire started, in order.
func (w *Wire) Prepared() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.prepared...)
}

// Take returns what was recorded since the last Reset or Take and forgets
// it (Sent and Reset in one).
func (w *Wire) Take() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := w.sent
	w.sent = nil
	return out
}

// readMessage reads one protocol message whole: its type byte (when
// typed), its length and its body.
func readMessage(r *bufio.Reader, typed bool) ([]byte, error) {
	head := 4
	if typed {
		head = 5
	}
	msg := make([]byte, head)
	if _, err := io.ReadFull(r, msg); err != nil {
		return nil, err
	}
	n := int(binary.BigEndian.Uint32(msg[head-4:]))
	if n < 4 {
		return nil, io.ErrUnexpectedEOF
	}
	msg = append(msg, make([]byte, n-4)...)
	_, err := io.ReadFull(r, msg[head:])
	return msg, err
}

func write(w io.Writer, b []byte) error {
	_, err := w.Write(b)
	return err
}
