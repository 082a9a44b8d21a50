package transport

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
	"time"

	"github.com/gorilla/mux"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/describe"
)

// The discovery documents: what an agent reads to find its way around
// without being told. They are built once, when the routes are, from the
// configuration, the registry and the MCP server's tools, and served with
// validators (ETag) and a public cache lifetime.

// docCacheControl is how long clients and caches may keep a document: the
// documents change only when the service is redeployed.
const docCacheControl = "public, max-age=3600"

// discoveryRoutes mounts the discovery documents and /openapi.json on r.
// The MCP server card is also served at {mcp_url}/server-card when the MCP
// URL is on this server; that one path is mounted, not the MCP endpoint.
func (s *Server) discoveryRoutes(r *mux.Router) {
	get := []string{http.MethodGet, http.MethodHead}
	docs, err := describe.Discovery(s.cfg, s.reg, s.discoveryTools())
	if err == nil {
		var spec []byte
		if spec, err = describe.OpenAPI(s.cfg, s.reg, describe.Options{Deprecated: s.DeprecatedRoutes()}); err == nil {
			r.Handle(describe.OpenAPIPath, serveDocument(spec, "application/json", nil)).Methods(get...)
		}
	}
	if err != nil {
		// Generating the documents is deterministic: a failure is a bug
		// that the tests catch. Should one ship, the service still runs
		// and these paths say what happened.
		s.log.Error("building the discovery documents", zap.Error(err))
		failed := s.handle(func(w http.ResponseWriter, r *http.Request) error { return err })
		for _, p := range []string{describe.OpenAPIPath, describe.ProtectedResourcePath, describe.AuthorizationServerPath,
			describe.APICatalogPath, describe.AgentsPath, describe.AgentCardPath, describe.MCPServerCardPath,
			describe.LLMsPath, describe.LLMsFullPath} {
			r.Handle(p, failed).Methods(get...)
		}
		return
	}

	const jsonType = describe.JSONType
	r.Handle(describe.ProtectedResourcePath, serveDocument(docs.ProtectedResource, jsonType, nil)).Methods(get...)
	if p := docs.MCPProtectedResourcePath; p != "" && p != describe.ProtectedResourcePath {
		r.Handle(p, serveDocument(docs.MCPProtectedResource, jsonType, nil)).Methods(get...)
	}
	r.Handle(describe.AuthorizationServerPath, serveDocument(docs.AuthorizationServer, jsonType, nil)).Methods(get...)
	r.Handle(describe.APICatalogPath, serveDocument(docs.APICatalog, describe.LinksetType, func(h http.Header) {
		h.Set("Link", docs.APICatalogLink)
	})).Methods(get...)
	r.Handle(describe.AgentsPath, serveDocument(docs.Agents, jsonType, nil)).Methods(get...)
	r.Handle(describe.AgentCardPath, serveDocument(docs.AgentCard, jsonType, nil)).Methods(get...)
	r.Handle(describe.LLMsPath, serveDocument(docs.LLMs, describe.MarkdownType, nil)).Methods(get...)
	r.Handle(describe.LLMsFullPath, serveDocument(docs.LLMsFull, describe.MarkdownType, nil)).Methods(get...)
	card := serveServerCard(docs.MCPServerCard)
	r.Handle(describe.MCPServerCardPath, card).Methods(get...)
	if p := docs.MCPServerCardPath; p != "" && p != describe.MCPServerCardPath {
		r.Handle(p, card).Methods(get...)
	}
}

// discoveryTools are the MCP server's tools, as the server card lists
// them: the same definitions the MCP server serves.
func (s *Server) discoveryTools() []describe.MCPTool {
	var out []describe.MCPTool
	for _, t := range s.mcpTools() {
		out = append(out, describe.MCPTool{
			Name:        t.tool.Name,
			Title:       t.tool.Title,
			Description: t.tool.Description,
			InputSchema: t.tool.InputSchema,
			NeedsKey:    t.tool.Name == "player_action",
		})
	}
	return out
}

// serveDocument serves a fixed document with its type, an ETag (so a
// client revalidates with If-None-Match and gets 304) and the cache
// lifetime; HEAD gets the headers alone. extra sets further headers.
func serveDocument(body []byte, contentType string, extra func(http.Header)) http.Handler {
	sum := sha256.Sum256(append([]byte(contentType+"\n"), body...))
	etag := `"` + hex.EncodeToString(sum[:16]) + `"`
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", contentType)
		h.Set("Cache-Control", docCacheControl)
		h.Set("ETag", etag)
		h.Set("X-Content-Type-Options", "nosniff")
		if extra != nil {
			extra(h)
		}
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
	})
}

// serveServerCard serves the MCP server card as
// application/mcp-server-card+json to a client that asks for that type,
// and as application/json otherwise.
func serveServerCard(body []byte) http.Handler {
	asJSON := serveDocument(body, describe.JSONType, varyAccept)
	asCard := serveDocument(body, describe.ServerCardType, varyAccept)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(strings.ToLower(r.Header.Get("Accept")), describe.ServerCardType) {
			asCard.ServeHTTP(w, r)
			return
		}
		asJSON.ServeHTTP(w, r)
	})
}

func varyAccept(h http.Header) { h.Add("Vary", "Accept") }
