FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=1 go build -trimpath -o /out/recruitd ./cmd/recruitd

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl poppler-utils antiword \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/recruitd /usr/local/bin/recruitd
USER nobody
EXPOSE 8080
ENTRYPOINT ["recruitd"]
CMD ["serve"]
