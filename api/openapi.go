package api

import (
	_ "embed"
	"net/http"

	"github.com/julienschmidt/httprouter"
)

// openAPIDocument describes every route; api tests check it against the
// router and validate responses against its schemas.
//
//go:embed openapi.json
var openAPIDocument []byte

func (s *Server) openAPI(w http.ResponseWriter, _ *http.Request, _ httprouter.Params) error {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(openAPIDocument)
	return nil
}
