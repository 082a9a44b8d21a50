package ask

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// An agent or an app often passes its user's question on as the user
// wrote it, in quotes after a short frame of its own: 'User wrote: "what
// racinos are there in West Virginia?"', 'From my user: "Tell me about
// the Prairie Band casino in Kansas."', 'Message from the user: "I won
// $1,350 ..."'. The frame asks nothing, and its words ("user", "wrote",
// "message") are no casino, tier or town; the quoted words are the
// question, asked by the user, whose "my" and "I" are the key holder's,
// as any question's are. relayedQuote reads the question so before
// anything else is read.

// quoteFramePeople are the persons an agent relays for (relayNouns),
// named in a frame ("User says:", "From the customer:"), one or several.
var quoteFramePeople = union(relayNouns, set("players", "customers", "clients", "members", "guests"))

// quoteFrameSaying are the frame's words of saying or passing on: a verb
// ("wrote", "typed", "asks"), a noun of what was said ("message",
// "words", "question") or "from" ("From my user:"); a word of forwarding
// ("Forwarding:", "Forwarded as written:") frames another's words by
// itself, without a person.
var (
	quoteFrameSaying = set("wrote", "writes", "write", "written", "said", "says", "say", "asks", "asked", "ask", "asking",
		"typed", "types", "type", "sent", "sends", "texted", "texts", "messaged", "posted", "posts", "entered", "submitted",
		"put", "puts", "from", "message", "messages", "words", "word", "question", "questions", "query", "request", "text",
		"note", "input", "prompt", "chat", "email", "quote", "quoted", "quoting", "relaying", "relayed", "relays", "verbatim",
		"forwarding", "forwarded", "forwards", "passing", "passed", "want", "wants", "wanted", "know", "reads", "goes")
	quoteFrameForwarding = set("forwarding", "forwarded", "forwards", "relaying", "relayed", "relays", "verbatim",
		"quoting", "quote")
	// quoteFrameOther are the frame's other words: who and how ("the
	// user would like to know:", "here is my user's exact question:",
	// "the player asked me, word for word:"). "I" and "we" are not
	// among them: in "I asked the user: \"...\"" the quoted words are
	// the agent's own, not the user's question.
	quoteFrameOther = set("the", "a", "an", "my", "our", "this", "their", "here", "is", "are", "was", "has", "have", "had",
		"just", "me", "by", "of", "for", "to", "in", "on", "as", "along", "would", "like", "likes", "needs",
		"need", "exact", "exactly", "original", "own", "following", "below", "it", "its", "and", "earlier", "today", "new",
		"latest", "direct", "directly")
)

// quoteSignOffWords close an agent's relayed quote with a bare request
// to deal with it ('... - please answer.', '... Please advise.', '...
// Please propose that.'), which asks nothing the quote does not.
var quoteSignOffWords = set("please", "kindly", "answer", "advise", "respond", "reply", "help", "handle", "propose", "do",
	"that", "this", "it", "thanks", "thank", "you")

// quoteSignOff says the words after a quote are none, or only a
// sign-off of quoteSignOffWords set off by a dash or a stop.
func quoteSignOff(after string) bool {
	if after == "" {
		return true
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(after), func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(".,!?-–—", r)
	}) {
		if !quoteSignOffWords[w] {
			return false
		}
	}
	return true
}

// relayedQuote is the question a message quotes after a frame of the
// agent's own (see above): the words inside the one pair of double
// quotes that ends the message (only a closing mark or an agent's
// sign-off may follow, quoteSignOff), when every word before them is a
// frame's, the frame names the person relayed or a forwarding, and it
// says the words are said, written or passed on (or ends with a colon:
// 'User: "..."'). false otherwise: a
// frame naming anyone else ('My wife wrote: "show my trips"') quotes
// words whose "my" is not the key holder's, and is left to the rules.
func relayedQuote(text string) (string, bool) {
	open := strings.IndexAny(text, "\"“”")
	if open <= 0 {
		return "", false
	}
	inner := text[open:]
	_, size := utf8.DecodeRuneInString(inner)
	inner = inner[size:]
	end := strings.IndexAny(inner, "\"“”")
	if end < 0 {
		return "", false
	}
	words := strings.TrimSpace(inner[:end])
	_, size = utf8.DecodeRuneInString(inner[end:])
	if after := strings.Trim(inner[end+size:], " \t\r\n.?!"); !quoteSignOff(after) || words == "" {
		// words after the quote, or a second quote: the quote is part
		// of a sentence, not the whole question
		return "", false
	}
	frame := strings.TrimSpace(text[:open])
	colon := strings.HasSuffix(frame, ":")
	frame = strings.TrimRight(frame, ":,-–— \t")
	person, forwarding, saying := false, false, false
	n := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(frame), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\'' && r != '’'
	}) {
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
		w = strings.Trim(w, "'’")
		n++
		switch {
		case quoteFramePeople[w]:
			person = true
		case quoteFrameSaying[w]:
			saying = true
			forwarding = forwarding || quoteFrameForwarding[w]
		case quoteFrameOther[w]:
		default:
			return "", false
		}
	}
	if n == 0 || n > 10 || !(person || forwarding) || !(saying || colon) {
		return "", false
	}
	return words, true
}
