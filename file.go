package recruitd

import "time"

// File is an attachment's metadata; its bytes are read with FileContent.
type File struct {
	ID          int64
	FileName    string
	ContentType string
	Size        int64
	SHA256      []byte
	CandidateID *int64
	Type        string
	Description string
	Created     time.Time
}

// FileResume is the type of file that holds a candidate's resume.
const FileResume = "resume"

// Parsed is a profile document and the resume text it was parsed from.
type Parsed struct {
	Profile []byte // JSON
	Text    string
}
