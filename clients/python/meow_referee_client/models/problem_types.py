from enum import StrEnum

class ProblemTypes(StrEnum):
    URNMEOW_REFEREEPROBLEMBAD_REQUEST = "urn:meow-referee:problem:bad-request"
    URNMEOW_REFEREEPROBLEMFORBIDDEN = "urn:meow-referee:problem:forbidden"
    URNMEOW_REFEREEPROBLEMGAME_IN_PROGRESS = "urn:meow-referee:problem:game-in-progress"
    URNMEOW_REFEREEPROBLEMIDEMPOTENCY_KEY_REUSED = "urn:meow-referee:problem:idempotency-key-reused"
    URNMEOW_REFEREEPROBLEMID_EXHAUSTED = "urn:meow-referee:problem:id-exhausted"
    URNMEOW_REFEREEPROBLEMILLEGAL_MOVE = "urn:meow-referee:problem:illegal-move"
    URNMEOW_REFEREEPROBLEMINTERNAL_ERROR = "urn:meow-referee:problem:internal-error"
    URNMEOW_REFEREEPROBLEMINVALID_REQUEST = "urn:meow-referee:problem:invalid-request"
    URNMEOW_REFEREEPROBLEMMALFORMED_JSON = "urn:meow-referee:problem:malformed-json"
    URNMEOW_REFEREEPROBLEMMETHOD_NOT_ALLOWED = "urn:meow-referee:problem:method-not-allowed"
    URNMEOW_REFEREEPROBLEMNOT_FOUND = "urn:meow-referee:problem:not-found"
    URNMEOW_REFEREEPROBLEMNO_PROOF = "urn:meow-referee:problem:no-proof"
    URNMEOW_REFEREEPROBLEMPRECONDITION_FAILED = "urn:meow-referee:problem:precondition-failed"
    URNMEOW_REFEREEPROBLEMPROOF_NOT_OPEN = "urn:meow-referee:problem:proof-not-open"
    URNMEOW_REFEREEPROBLEMREQUESTED_RANGE_NOT_SATISFIABLE = "urn:meow-referee:problem:requested-range-not-satisfiable"
    URNMEOW_REFEREEPROBLEMREQUEST_ENTITY_TOO_LARGE = "urn:meow-referee:problem:request-entity-too-large"
    URNMEOW_REFEREEPROBLEMSESSION_ENDED = "urn:meow-referee:problem:session-ended"
    URNMEOW_REFEREEPROBLEMSTALE_VERSION = "urn:meow-referee:problem:stale-version"
    URNMEOW_REFEREEPROBLEMSTORE_FULL = "urn:meow-referee:problem:store-full"
    URNMEOW_REFEREEPROBLEMSTORE_UNAVAILABLE = "urn:meow-referee:problem:store-unavailable"
    URNMEOW_REFEREEPROBLEMSTREAMS_FULL = "urn:meow-referee:problem:streams-full"
    URNMEOW_REFEREEPROBLEMSTREAMS_NOT_SERVED = "urn:meow-referee:problem:streams-not-served"
    URNMEOW_REFEREEPROBLEMTOO_MANY_MOVES = "urn:meow-referee:problem:too-many-moves"
    URNMEOW_REFEREEPROBLEMTOO_MANY_REQUESTS = "urn:meow-referee:problem:too-many-requests"
    URNMEOW_REFEREEPROBLEMTOO_MANY_STREAMS = "urn:meow-referee:problem:too-many-streams"
    URNMEOW_REFEREEPROBLEMUNAUTHORIZED = "urn:meow-referee:problem:unauthorized"
    URNMEOW_REFEREEPROBLEMUNKNOWN_GAME = "urn:meow-referee:problem:unknown-game"
    URNMEOW_REFEREEPROBLEMUNKNOWN_SESSION = "urn:meow-referee:problem:unknown-session"

    def __str__(self) -> str:
        return str(self.value)
