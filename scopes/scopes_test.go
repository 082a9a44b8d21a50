package scopes

import "testing"

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    string
		wantErr bool
	}{
		{"", "read", false},
		{"read", "read", false},
		{"write,read", "read,write", false},
		{" Tax , host ,read", "read,tax,host", false},
		{"read,read", "read", false},
		{",,", "read", false},
		{"admin", "", true},
		{"read,wrte", "", true},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("Parse(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if err == nil && got.String() != tt.want {
			t.Errorf("Parse(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestMissing(t *testing.T) {
	have := Set{Read, Tax}
	if got := have.Missing(Set{Read, Write, Tax}); got.String() != "write" {
		t.Errorf("Missing = %q, want write", got)
	}
	if got := (Set{Read, Write, Tax}).Spaced(); got != "read write tax" {
		t.Errorf("Spaced = %q, want the OAuth form", got)
	}
	if got := have.Missing(Set{Read}); len(got) != 0 {
		t.Errorf("Missing = %q, want none", got)
	}
}
