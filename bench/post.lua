-- wrk script: POST JSON and print the results as one JSON line from done().
--
--   wrk -s bench/post.lua URL -- body FILE    every request POSTs FILE's bytes to URL
--   wrk -s bench/post.lua URL -- lines PREFIX thread N sends, in order, the lines of PREFIX.N,
--       each "path<TAB>bearer token<TAB>JSON body"; past the last line it starts over and
--       sets `exhausted` (a replayed session move is stale, so it shows up as status errors).

wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"

local threads = {}

function setup(thread)
  thread:set("tid", #threads)
  table.insert(threads, thread)
end

local requests, index, verified = nil, 0, false
exhausted = false -- a global, so that done() can read it with thread:get()

function init(args)
  local mode, path = args[1], args[2]
  if mode == "body" then
    local f = assert(io.open(path, "rb"))
    wrk.body = f:read("*a")
    f:close()
    request = nil -- a static request: wrk builds it once
    return
  end
  requests = {}
  for line in io.lines(path .. "." .. tid) do
    local target, token, body = line:match("^([^\t]*)\t([^\t]*)\t(.*)$")
    local headers = { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. token }
    table.insert(requests, wrk.format("POST", target, headers, body))
  end
  assert(#requests > 0, "no request lines in " .. path .. "." .. tid)
end

function request()
  -- wrk calls request() once on the first thread to check the script before the run
  -- starts; that request is never sent, so it must not use up a line.
  if tid == 0 and not verified then
    verified = true
    return requests[1]
  end
  index = index + 1
  if index > #requests then
    index, exhausted = 1, true
  end
  return requests[index]
end

function done(summary, latency, _)
  local spent = 0
  for _, thread in ipairs(threads) do
    if thread:get("exhausted") then
      spent = spent + 1
    end
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests": %d, "duration_us": %d, "p50_us": %d, "p90_us": %d, '
      .. '"p99_us": %d, "max_us": %d, "mean_us": %.1f, "errors": {"connect": %d, "read": %d, '
      .. '"write": %d, "status": %d, "timeout": %d}, "exhausted_threads": %d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, latency.mean, e.connect, e.read, e.write, e.status,
    e.timeout, spent))
end
