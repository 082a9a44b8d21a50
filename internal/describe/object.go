package describe

import "github.com/tierline/tierline/internal/ordered"

// Object is an ordered JSON object (the document reads openapi, info,
// servers, ... in that order, not alphabetically).
type Object = ordered.Object

func obj(kv ...any) *Object { return ordered.New(kv...) }

func marshal(v any) ([]byte, error) { return ordered.Marshal(v) }

func toObject(v any) (any, error) { return ordered.From(v) }
