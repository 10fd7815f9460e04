""" Contains all the data models used in inputs/outputs """

from .cat_tower_action_skipped_event import CatTowerActionSkippedEvent
from .cat_tower_action_skipped_event_reason import CatTowerActionSkippedEventReason
from .cat_tower_card_given_event import CatTowerCardGivenEvent
from .cat_tower_cards_redistributed_event import CatTowerCardsRedistributedEvent
from .cat_tower_cards_redistributed_event_counts import CatTowerCardsRedistributedEventCounts
from .cat_tower_catalogue import CatTowerCatalogue
from .cat_tower_catalogue_cards_item import CatTowerCatalogueCardsItem
from .cat_tower_catalogue_die_item import CatTowerCatalogueDieItem
from .cat_tower_catalogue_fatty_cards import CatTowerCatalogueFattyCards
from .cat_tower_catalogue_tokens_item import CatTowerCatalogueTokensItem
from .cat_tower_catalogue_tower_base import CatTowerCatalogueTowerBase
from .cat_tower_considered_move import CatTowerConsideredMove
from .cat_tower_direction_reversed_event import CatTowerDirectionReversedEvent
from .cat_tower_direction_reversed_event_direction import CatTowerDirectionReversedEventDirection
from .cat_tower_fall import CatTowerFall
from .cat_tower_fell_event import CatTowerFellEvent
from .cat_tower_finish import CatTowerFinish
from .cat_tower_finish_type import CatTowerFinishType
from .cat_tower_game_ended_event import CatTowerGameEndedEvent
from .cat_tower_game_ended_event_end import CatTowerGameEndedEventEnd
from .cat_tower_give import CatTowerGive
from .cat_tower_give_type import CatTowerGiveType
from .cat_tower_illegal_move_answer import CatTowerIllegalMoveAnswer
from .cat_tower_legal_move_answer import CatTowerLegalMoveAnswer
from .cat_tower_legal_moves_request import CatTowerLegalMovesRequest
from .cat_tower_legal_moves_response import CatTowerLegalMovesResponse
from .cat_tower_log_entry import CatTowerLogEntry
from .cat_tower_log_entry_by import CatTowerLogEntryBy
from .cat_tower_log_response import CatTowerLogResponse
from .cat_tower_move_response import CatTowerMoveResponse
from .cat_tower_options import CatTowerOptions
from .cat_tower_options_in_force import CatTowerOptionsInForce
from .cat_tower_options_in_force_variant import CatTowerOptionsInForceVariant
from .cat_tower_options_variant import CatTowerOptionsVariant
from .cat_tower_pending import CatTowerPending
from .cat_tower_pending_action import CatTowerPendingAction
from .cat_tower_pending_kind import CatTowerPendingKind
from .cat_tower_player_skipped_event import CatTowerPlayerSkippedEvent
from .cat_tower_proof import CatTowerProof
from .cat_tower_proof_entry import CatTowerProofEntry
from .cat_tower_proof_game import CatTowerProofGame
from .cat_tower_proof_seed_source import CatTowerProofSeedSource
from .cat_tower_reason import CatTowerReason
from .cat_tower_reason_code import CatTowerReasonCode
from .cat_tower_replay_request import CatTowerReplayRequest
from .cat_tower_replay_response import CatTowerReplayResponse
from .cat_tower_result import CatTowerResult
from .cat_tower_result_end import CatTowerResultEnd
from .cat_tower_roll import CatTowerRoll
from .cat_tower_roll_face import CatTowerRollFace
from .cat_tower_roll_type import CatTowerRollType
from .cat_tower_rolled_event import CatTowerRolledEvent
from .cat_tower_rolled_event_face import CatTowerRolledEventFace
from .cat_tower_score import CatTowerScore
from .cat_tower_score_hands import CatTowerScoreHands
from .cat_tower_score_result import CatTowerScoreResult
from .cat_tower_score_rules_version import CatTowerScoreRulesVersion
from .cat_tower_session_create_response import CatTowerSessionCreateResponse
from .cat_tower_session_create_response_bots import CatTowerSessionCreateResponseBots
from .cat_tower_session_create_response_bots_additional_property import CatTowerSessionCreateResponseBotsAdditionalProperty
from .cat_tower_session_create_response_seats import CatTowerSessionCreateResponseSeats
from .cat_tower_session_create_response_seed_source import CatTowerSessionCreateResponseSeedSource
from .cat_tower_session_legal_moves_response import CatTowerSessionLegalMovesResponse
from .cat_tower_session_move_request import CatTowerSessionMoveRequest
from .cat_tower_session_response import CatTowerSessionResponse
from .cat_tower_session_response_bots import CatTowerSessionResponseBots
from .cat_tower_session_response_bots_additional_property import CatTowerSessionResponseBotsAdditionalProperty
from .cat_tower_session_response_seed_source import CatTowerSessionResponseSeedSource
from .cat_tower_session_suggest_response import CatTowerSessionSuggestResponse
from .cat_tower_setup import CatTowerSetup
from .cat_tower_setup_response import CatTowerSetupResponse
from .cat_tower_setup_rules_version import CatTowerSetupRulesVersion
from .cat_tower_stack import CatTowerStack
from .cat_tower_stack_token import CatTowerStackToken
from .cat_tower_stack_type import CatTowerStackType
from .cat_tower_stacked_event import CatTowerStackedEvent
from .cat_tower_stacked_event_kind import CatTowerStackedEventKind
from .cat_tower_state import CatTowerState
from .cat_tower_state_direction import CatTowerStateDirection
from .cat_tower_state_hands import CatTowerStateHands
from .cat_tower_state_rules_version import CatTowerStateRulesVersion
from .cat_tower_state_status import CatTowerStateStatus
from .cat_tower_state_tower_type_0 import CatTowerStateTowerType0
from .cat_tower_state_tower_type_0_tokens_item import CatTowerStateTowerType0TokensItem
from .cat_tower_state_tower_type_1 import CatTowerStateTowerType1
from .cat_tower_state_tower_type_1_additional_property import CatTowerStateTowerType1AdditionalProperty
from .cat_tower_state_tower_type_1_additional_property_tokens_item import CatTowerStateTowerType1AdditionalPropertyTokensItem
from .cat_tower_stream_move_event import CatTowerStreamMoveEvent
from .cat_tower_stream_move_event_by import CatTowerStreamMoveEventBy
from .cat_tower_suggest_log_entry import CatTowerSuggestLogEntry
from .cat_tower_suggest_request import CatTowerSuggestRequest
from .cat_tower_suggest_response import CatTowerSuggestResponse
from .cat_tower_token_flipped_event import CatTowerTokenFlippedEvent
from .cat_tower_token_flipped_event_token import CatTowerTokenFlippedEventToken
from .cat_tower_turn_started_event import CatTowerTurnStartedEvent
from .cat_tower_validate_move_request import CatTowerValidateMoveRequest
from .cat_tower_view import CatTowerView
from .cat_tower_view_direction import CatTowerViewDirection
from .cat_tower_view_hands import CatTowerViewHands
from .cat_tower_view_rules_version import CatTowerViewRulesVersion
from .cat_tower_view_status import CatTowerViewStatus
from .cat_tower_view_tower_type_0 import CatTowerViewTowerType0
from .cat_tower_view_tower_type_0_tokens_item import CatTowerViewTowerType0TokensItem
from .cat_tower_view_tower_type_1 import CatTowerViewTowerType1
from .cat_tower_view_tower_type_1_additional_property import CatTowerViewTowerType1AdditionalProperty
from .cat_tower_view_tower_type_1_additional_property_tokens_item import CatTowerViewTowerType1AdditionalPropertyTokensItem
from .clock import Clock
from .clock_settings import ClockSettings
from .clock_settings_level import ClockSettingsLevel
from .clock_settings_on_timeout import ClockSettingsOnTimeout
from .copycat_card_drawn_event import CopycatCardDrawnEvent
from .copycat_card_drawn_event_count import CopycatCardDrawnEventCount
from .copycat_cards_copied_event import CopycatCardsCopiedEvent
from .copycat_cards_led_event import CopycatCardsLedEvent
from .copycat_catalogue import CopycatCatalogue
from .copycat_catalogue_cards_item import CopycatCatalogueCardsItem
from .copycat_catalogue_coin_amounts import CopycatCatalogueCoinAmounts
from .copycat_catalogue_games_per_set import CopycatCatalogueGamesPerSet
from .copycat_catalogue_hand_size import CopycatCatalogueHandSize
from .copycat_catalogue_rank_bonus import CopycatCatalogueRankBonus
from .copycat_coins_paid_event import CopycatCoinsPaidEvent
from .copycat_considered_move import CopycatConsideredMove
from .copycat_copy import CopycatCopy
from .copycat_copy_type import CopycatCopyType
from .copycat_draw import CopycatDraw
from .copycat_draw_type import CopycatDrawType
from .copycat_field import CopycatField
from .copycat_field_discarded_event import CopycatFieldDiscardedEvent
from .copycat_game_ended_event import CopycatGameEndedEvent
from .copycat_game_ended_event_end import CopycatGameEndedEventEnd
from .copycat_game_started_event import CopycatGameStartedEvent
from .copycat_illegal_move_answer import CopycatIllegalMoveAnswer
from .copycat_lead import CopycatLead
from .copycat_lead_type import CopycatLeadType
from .copycat_legal_move_answer import CopycatLegalMoveAnswer
from .copycat_legal_moves_request import CopycatLegalMovesRequest
from .copycat_legal_moves_response import CopycatLegalMovesResponse
from .copycat_log_entry import CopycatLogEntry
from .copycat_log_entry_by import CopycatLogEntryBy
from .copycat_log_response import CopycatLogResponse
from .copycat_match_ended_event import CopycatMatchEndedEvent
from .copycat_meow import CopycatMeow
from .copycat_meow_declared_event import CopycatMeowDeclaredEvent
from .copycat_meow_type import CopycatMeowType
from .copycat_move_response import CopycatMoveResponse
from .copycat_next_game import CopycatNextGame
from .copycat_next_game_type import CopycatNextGameType
from .copycat_options import CopycatOptions
from .copycat_options_decks import CopycatOptionsDecks
from .copycat_options_in_force import CopycatOptionsInForce
from .copycat_options_in_force_decks import CopycatOptionsInForceDecks
from .copycat_options_in_force_sets import CopycatOptionsInForceSets
from .copycat_options_in_force_special_meow_value import CopycatOptionsInForceSpecialMeowValue
from .copycat_options_sets import CopycatOptionsSets
from .copycat_options_special_meow_value import CopycatOptionsSpecialMeowValue
from .copycat_player_knocked_out_event import CopycatPlayerKnockedOutEvent
from .copycat_proof import CopycatProof
from .copycat_proof_entry import CopycatProofEntry
from .copycat_proof_game import CopycatProofGame
from .copycat_proof_seed_source import CopycatProofSeedSource
from .copycat_reason import CopycatReason
from .copycat_reason_code import CopycatReasonCode
from .copycat_replay_request import CopycatReplayRequest
from .copycat_replay_response import CopycatReplayResponse
from .copycat_result import CopycatResult
from .copycat_result_coins import CopycatResultCoins
from .copycat_result_end import CopycatResultEnd
from .copycat_result_set_points import CopycatResultSetPoints
from .copycat_result_totals import CopycatResultTotals
from .copycat_score import CopycatScore
from .copycat_score_coins import CopycatScoreCoins
from .copycat_score_hands import CopycatScoreHands
from .copycat_score_result import CopycatScoreResult
from .copycat_score_result_coins import CopycatScoreResultCoins
from .copycat_score_result_end import CopycatScoreResultEnd
from .copycat_score_result_totals import CopycatScoreResultTotals
from .copycat_score_rules_version import CopycatScoreRulesVersion
from .copycat_session_create_response import CopycatSessionCreateResponse
from .copycat_session_create_response_bots import CopycatSessionCreateResponseBots
from .copycat_session_create_response_bots_additional_property import CopycatSessionCreateResponseBotsAdditionalProperty
from .copycat_session_create_response_seats import CopycatSessionCreateResponseSeats
from .copycat_session_create_response_seed_source import CopycatSessionCreateResponseSeedSource
from .copycat_session_legal_moves_response import CopycatSessionLegalMovesResponse
from .copycat_session_move_request import CopycatSessionMoveRequest
from .copycat_session_response import CopycatSessionResponse
from .copycat_session_response_bots import CopycatSessionResponseBots
from .copycat_session_response_bots_additional_property import CopycatSessionResponseBotsAdditionalProperty
from .copycat_session_response_seed_source import CopycatSessionResponseSeedSource
from .copycat_session_suggest_response import CopycatSessionSuggestResponse
from .copycat_set_ended_event import CopycatSetEndedEvent
from .copycat_setup import CopycatSetup
from .copycat_setup_response import CopycatSetupResponse
from .copycat_setup_rules_version import CopycatSetupRulesVersion
from .copycat_state import CopycatState
from .copycat_state_coins import CopycatStateCoins
from .copycat_state_hands import CopycatStateHands
from .copycat_state_phase import CopycatStatePhase
from .copycat_state_rules_version import CopycatStateRulesVersion
from .copycat_state_set_points import CopycatStateSetPoints
from .copycat_stream_move_event import CopycatStreamMoveEvent
from .copycat_stream_move_event_by import CopycatStreamMoveEventBy
from .copycat_suggest_log_entry import CopycatSuggestLogEntry
from .copycat_suggest_request import CopycatSuggestRequest
from .copycat_suggest_response import CopycatSuggestResponse
from .copycat_transfer import CopycatTransfer
from .copycat_validate_move_request import CopycatValidateMoveRequest
from .copycat_view import CopycatView
from .copycat_view_coins import CopycatViewCoins
from .copycat_view_hands import CopycatViewHands
from .copycat_view_phase import CopycatViewPhase
from .copycat_view_rules_version import CopycatViewRulesVersion
from .copycat_view_set_points import CopycatViewSetPoints
from .deal_waiting import DealWaiting
from .error_tree import ErrorTree
from .game_detail import GameDetail
from .game_list import GameList
from .game_options import GameOptions
from .game_summary import GameSummary
from .get_game_game import GetGameGame
from .health import Health
from .health_checks import HealthChecks
from .meow_10_cards_drawn_event import Meow10CardsDrawnEvent
from .meow_10_cards_played_event import Meow10CardsPlayedEvent
from .meow_10_catalogue import Meow10Catalogue
from .meow_10_catalogue_cards_item import Meow10CatalogueCardsItem
from .meow_10_catalogue_hand_size import Meow10CatalogueHandSize
from .meow_10_considered_move import Meow10ConsideredMove
from .meow_10_draw import Meow10Draw
from .meow_10_draw_type import Meow10DrawType
from .meow_10_game_ended_event import Meow10GameEndedEvent
from .meow_10_illegal_move_answer import Meow10IllegalMoveAnswer
from .meow_10_legal_move_answer import Meow10LegalMoveAnswer
from .meow_10_legal_moves_request import Meow10LegalMovesRequest
from .meow_10_legal_moves_response import Meow10LegalMovesResponse
from .meow_10_log_entry import Meow10LogEntry
from .meow_10_log_entry_by import Meow10LogEntryBy
from .meow_10_log_response import Meow10LogResponse
from .meow_10_move_response import Meow10MoveResponse
from .meow_10_next_round import Meow10NextRound
from .meow_10_next_round_type import Meow10NextRoundType
from .meow_10_options import Meow10Options
from .meow_10_options_in_force import Meow10OptionsInForce
from .meow_10_options_in_force_next_starter import Meow10OptionsInForceNextStarter
from .meow_10_options_in_force_types_item import Meow10OptionsInForceTypesItem
from .meow_10_options_next_starter import Meow10OptionsNextStarter
from .meow_10_options_types_item import Meow10OptionsTypesItem
from .meow_10_play import Meow10Play
from .meow_10_play_type import Meow10PlayType
from .meow_10_proof import Meow10Proof
from .meow_10_proof_entry import Meow10ProofEntry
from .meow_10_proof_game import Meow10ProofGame
from .meow_10_proof_seed_source import Meow10ProofSeedSource
from .meow_10_reason import Meow10Reason
from .meow_10_reason_code import Meow10ReasonCode
from .meow_10_replay_request import Meow10ReplayRequest
from .meow_10_replay_response import Meow10ReplayResponse
from .meow_10_result import Meow10Result
from .meow_10_result_end import Meow10ResultEnd
from .meow_10_result_penalties import Meow10ResultPenalties
from .meow_10_result_totals import Meow10ResultTotals
from .meow_10_round_ended_event import Meow10RoundEndedEvent
from .meow_10_round_ended_event_end import Meow10RoundEndedEventEnd
from .meow_10_round_started_event import Meow10RoundStartedEvent
from .meow_10_score import Meow10Score
from .meow_10_score_hands import Meow10ScoreHands
from .meow_10_score_rules_version import Meow10ScoreRulesVersion
from .meow_10_score_totals import Meow10ScoreTotals
from .meow_10_session_create_response import Meow10SessionCreateResponse
from .meow_10_session_create_response_bots import Meow10SessionCreateResponseBots
from .meow_10_session_create_response_bots_additional_property import Meow10SessionCreateResponseBotsAdditionalProperty
from .meow_10_session_create_response_seats import Meow10SessionCreateResponseSeats
from .meow_10_session_create_response_seed_source import Meow10SessionCreateResponseSeedSource
from .meow_10_session_legal_moves_response import Meow10SessionLegalMovesResponse
from .meow_10_session_move_request import Meow10SessionMoveRequest
from .meow_10_session_response import Meow10SessionResponse
from .meow_10_session_response_bots import Meow10SessionResponseBots
from .meow_10_session_response_bots_additional_property import Meow10SessionResponseBotsAdditionalProperty
from .meow_10_session_response_seed_source import Meow10SessionResponseSeedSource
from .meow_10_session_suggest_response import Meow10SessionSuggestResponse
from .meow_10_setup import Meow10Setup
from .meow_10_setup_response import Meow10SetupResponse
from .meow_10_setup_rules_version import Meow10SetupRulesVersion
from .meow_10_state import Meow10State
from .meow_10_state_hands import Meow10StateHands
from .meow_10_state_rules_version import Meow10StateRulesVersion
from .meow_10_state_status import Meow10StateStatus
from .meow_10_state_totals import Meow10StateTotals
from .meow_10_stream_move_event import Meow10StreamMoveEvent
from .meow_10_stream_move_event_by import Meow10StreamMoveEventBy
from .meow_10_suggest_log_entry import Meow10SuggestLogEntry
from .meow_10_suggest_request import Meow10SuggestRequest
from .meow_10_suggest_response import Meow10SuggestResponse
from .meow_10_validate_move_request import Meow10ValidateMoveRequest
from .meow_10_view import Meow10View
from .meow_10_view_hands import Meow10ViewHands
from .meow_10_view_rules_version import Meow10ViewRulesVersion
from .meow_10_view_status import Meow10ViewStatus
from .meow_10_view_totals import Meow10ViewTotals
from .option_description import OptionDescription
from .outcome import Outcome
from .outcome_scores import OutcomeScores
from .player_range import PlayerRange
from .problem import Problem
from .problem_types import ProblemTypes
from .proof_deal import ProofDeal
from .proof_deal_contributions import ProofDealContributions
from .proof_key import ProofKey
from .proof_key_set import ProofKeySet
from .proof_signature import ProofSignature
from .proof_signature_alg import ProofSignatureAlg
from .reason_code import ReasonCode
from .reason_codes import ReasonCodes
from .seat_change import SeatChange
from .seat_change_bot import SeatChangeBot
from .seat_token import SeatToken
from .session_create_request import SessionCreateRequest
from .session_create_request_bots import SessionCreateRequestBots
from .session_create_request_bots_additional_property import SessionCreateRequestBotsAdditionalProperty
from .session_create_request_deal import SessionCreateRequestDeal
from .session_create_request_game import SessionCreateRequestGame
from .session_ended import SessionEnded
from .session_ended_reason import SessionEndedReason
from .session_join_request import SessionJoinRequest
from .stream_end import StreamEnd
from .stream_end_reason import StreamEndReason
from .stream_ticket import StreamTicket
from .suggest_level import SuggestLevel
from .super_meow_area_view import SuperMeowAreaView
from .super_meow_buy import SuperMeowBuy
from .super_meow_buy_type import SuperMeowBuyType
from .super_meow_card_bought_event import SuperMeowCardBoughtEvent
from .super_meow_card_thrown_away_event import SuperMeowCardThrownAwayEvent
from .super_meow_card_thrown_away_event_to import SuperMeowCardThrownAwayEventTo
from .super_meow_cards_drawn_event import SuperMeowCardsDrawnEvent
from .super_meow_catalogue import SuperMeowCatalogue
from .super_meow_catalogue_cards_item import SuperMeowCatalogueCardsItem
from .super_meow_catalogue_prices import SuperMeowCataloguePrices
from .super_meow_catalogue_supply import SuperMeowCatalogueSupply
from .super_meow_considered_move import SuperMeowConsideredMove
from .super_meow_game_ended_event import SuperMeowGameEndedEvent
from .super_meow_hand_revealed_event import SuperMeowHandRevealedEvent
from .super_meow_hand_washed_event import SuperMeowHandWashedEvent
from .super_meow_illegal_move_answer import SuperMeowIllegalMoveAnswer
from .super_meow_legal_move_answer import SuperMeowLegalMoveAnswer
from .super_meow_legal_moves_request import SuperMeowLegalMovesRequest
from .super_meow_legal_moves_response import SuperMeowLegalMovesResponse
from .super_meow_log_entry import SuperMeowLogEntry
from .super_meow_log_entry_by import SuperMeowLogEntryBy
from .super_meow_log_response import SuperMeowLogResponse
from .super_meow_mouse import SuperMeowMouse
from .super_meow_mouse_slot import SuperMeowMouseSlot
from .super_meow_mouse_type import SuperMeowMouseType
from .super_meow_mouse_used_event import SuperMeowMouseUsedEvent
from .super_meow_mouse_used_event_slot import SuperMeowMouseUsedEventSlot
from .super_meow_move_response import SuperMeowMoveResponse
from .super_meow_options import SuperMeowOptions
from .super_meow_options_in_force import SuperMeowOptionsInForce
from .super_meow_options_in_force_prices import SuperMeowOptionsInForcePrices
from .super_meow_options_in_force_start_cards_item import SuperMeowOptionsInForceStartCardsItem
from .super_meow_options_in_force_supply import SuperMeowOptionsInForceSupply
from .super_meow_options_prices import SuperMeowOptionsPrices
from .super_meow_options_start_cards_item import SuperMeowOptionsStartCardsItem
from .super_meow_options_supply import SuperMeowOptionsSupply
from .super_meow_pass import SuperMeowPass
from .super_meow_pass_type import SuperMeowPassType
from .super_meow_proof import SuperMeowProof
from .super_meow_proof_entry import SuperMeowProofEntry
from .super_meow_proof_game import SuperMeowProofGame
from .super_meow_proof_seed_source import SuperMeowProofSeedSource
from .super_meow_reason import SuperMeowReason
from .super_meow_reason_code import SuperMeowReasonCode
from .super_meow_replay_request import SuperMeowReplayRequest
from .super_meow_replay_response import SuperMeowReplayResponse
from .super_meow_result import SuperMeowResult
from .super_meow_result_end import SuperMeowResultEnd
from .super_meow_score import SuperMeowScore
from .super_meow_score_hands import SuperMeowScoreHands
from .super_meow_score_result import SuperMeowScoreResult
from .super_meow_score_rules_version import SuperMeowScoreRulesVersion
from .super_meow_session_create_response import SuperMeowSessionCreateResponse
from .super_meow_session_create_response_bots import SuperMeowSessionCreateResponseBots
from .super_meow_session_create_response_bots_additional_property import SuperMeowSessionCreateResponseBotsAdditionalProperty
from .super_meow_session_create_response_seats import SuperMeowSessionCreateResponseSeats
from .super_meow_session_create_response_seed_source import SuperMeowSessionCreateResponseSeedSource
from .super_meow_session_legal_moves_response import SuperMeowSessionLegalMovesResponse
from .super_meow_session_move_request import SuperMeowSessionMoveRequest
from .super_meow_session_response import SuperMeowSessionResponse
from .super_meow_session_response_bots import SuperMeowSessionResponseBots
from .super_meow_session_response_bots_additional_property import SuperMeowSessionResponseBotsAdditionalProperty
from .super_meow_session_response_seed_source import SuperMeowSessionResponseSeedSource
from .super_meow_session_suggest_response import SuperMeowSessionSuggestResponse
from .super_meow_setup import SuperMeowSetup
from .super_meow_setup_response import SuperMeowSetupResponse
from .super_meow_setup_rules_version import SuperMeowSetupRulesVersion
from .super_meow_state import SuperMeowState
from .super_meow_state_rules_version import SuperMeowStateRulesVersion
from .super_meow_state_status import SuperMeowStateStatus
from .super_meow_state_supply import SuperMeowStateSupply
from .super_meow_state_tableau import SuperMeowStateTableau
from .super_meow_state_tableau_additional_property import SuperMeowStateTableauAdditionalProperty
from .super_meow_stream_move_event import SuperMeowStreamMoveEvent
from .super_meow_stream_move_event_by import SuperMeowStreamMoveEventBy
from .super_meow_suggest_log_entry import SuperMeowSuggestLogEntry
from .super_meow_suggest_request import SuperMeowSuggestRequest
from .super_meow_suggest_response import SuperMeowSuggestResponse
from .super_meow_throw_away import SuperMeowThrowAway
from .super_meow_throw_away_type import SuperMeowThrowAwayType
from .super_meow_turn_passed_event import SuperMeowTurnPassedEvent
from .super_meow_validate_move_request import SuperMeowValidateMoveRequest
from .super_meow_view import SuperMeowView
from .super_meow_view_rules_version import SuperMeowViewRulesVersion
from .super_meow_view_status import SuperMeowViewStatus
from .super_meow_view_supply import SuperMeowViewSupply
from .super_meow_view_tableau import SuperMeowViewTableau
from .super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent
from .verify_failure import VerifyFailure
from .verify_failure_code import VerifyFailureCode
from .verify_response import VerifyResponse

__all__ = (
    "CatTowerActionSkippedEvent",
    "CatTowerActionSkippedEventReason",
    "CatTowerCardGivenEvent",
    "CatTowerCardsRedistributedEvent",
    "CatTowerCardsRedistributedEventCounts",
    "CatTowerCatalogue",
    "CatTowerCatalogueCardsItem",
    "CatTowerCatalogueDieItem",
    "CatTowerCatalogueFattyCards",
    "CatTowerCatalogueTokensItem",
    "CatTowerCatalogueTowerBase",
    "CatTowerConsideredMove",
    "CatTowerDirectionReversedEvent",
    "CatTowerDirectionReversedEventDirection",
    "CatTowerFall",
    "CatTowerFellEvent",
    "CatTowerFinish",
    "CatTowerFinishType",
    "CatTowerGameEndedEvent",
    "CatTowerGameEndedEventEnd",
    "CatTowerGive",
    "CatTowerGiveType",
    "CatTowerIllegalMoveAnswer",
    "CatTowerLegalMoveAnswer",
    "CatTowerLegalMovesRequest",
    "CatTowerLegalMovesResponse",
    "CatTowerLogEntry",
    "CatTowerLogEntryBy",
    "CatTowerLogResponse",
    "CatTowerMoveResponse",
    "CatTowerOptions",
    "CatTowerOptionsInForce",
    "CatTowerOptionsInForceVariant",
    "CatTowerOptionsVariant",
    "CatTowerPending",
    "CatTowerPendingAction",
    "CatTowerPendingKind",
    "CatTowerPlayerSkippedEvent",
    "CatTowerProof",
    "CatTowerProofEntry",
    "CatTowerProofGame",
    "CatTowerProofSeedSource",
    "CatTowerReason",
    "CatTowerReasonCode",
    "CatTowerReplayRequest",
    "CatTowerReplayResponse",
    "CatTowerResult",
    "CatTowerResultEnd",
    "CatTowerRoll",
    "CatTowerRolledEvent",
    "CatTowerRolledEventFace",
    "CatTowerRollFace",
    "CatTowerRollType",
    "CatTowerScore",
    "CatTowerScoreHands",
    "CatTowerScoreResult",
    "CatTowerScoreRulesVersion",
    "CatTowerSessionCreateResponse",
    "CatTowerSessionCreateResponseBots",
    "CatTowerSessionCreateResponseBotsAdditionalProperty",
    "CatTowerSessionCreateResponseSeats",
    "CatTowerSessionCreateResponseSeedSource",
    "CatTowerSessionLegalMovesResponse",
    "CatTowerSessionMoveRequest",
    "CatTowerSessionResponse",
    "CatTowerSessionResponseBots",
    "CatTowerSessionResponseBotsAdditionalProperty",
    "CatTowerSessionResponseSeedSource",
    "CatTowerSessionSuggestResponse",
    "CatTowerSetup",
    "CatTowerSetupResponse",
    "CatTowerSetupRulesVersion",
    "CatTowerStack",
    "CatTowerStackedEvent",
    "CatTowerStackedEventKind",
    "CatTowerStackToken",
    "CatTowerStackType",
    "CatTowerState",
    "CatTowerStateDirection",
    "CatTowerStateHands",
    "CatTowerStateRulesVersion",
    "CatTowerStateStatus",
    "CatTowerStateTowerType0",
    "CatTowerStateTowerType0TokensItem",
    "CatTowerStateTowerType1",
    "CatTowerStateTowerType1AdditionalProperty",
    "CatTowerStateTowerType1AdditionalPropertyTokensItem",
    "CatTowerStreamMoveEvent",
    "CatTowerStreamMoveEventBy",
    "CatTowerSuggestLogEntry",
    "CatTowerSuggestRequest",
    "CatTowerSuggestResponse",
    "CatTowerTokenFlippedEvent",
    "CatTowerTokenFlippedEventToken",
    "CatTowerTurnStartedEvent",
    "CatTowerValidateMoveRequest",
    "CatTowerView",
    "CatTowerViewDirection",
    "CatTowerViewHands",
    "CatTowerViewRulesVersion",
    "CatTowerViewStatus",
    "CatTowerViewTowerType0",
    "CatTowerViewTowerType0TokensItem",
    "CatTowerViewTowerType1",
    "CatTowerViewTowerType1AdditionalProperty",
    "CatTowerViewTowerType1AdditionalPropertyTokensItem",
    "Clock",
    "ClockSettings",
    "ClockSettingsLevel",
    "ClockSettingsOnTimeout",
    "CopycatCardDrawnEvent",
    "CopycatCardDrawnEventCount",
    "CopycatCardsCopiedEvent",
    "CopycatCardsLedEvent",
    "CopycatCatalogue",
    "CopycatCatalogueCardsItem",
    "CopycatCatalogueCoinAmounts",
    "CopycatCatalogueGamesPerSet",
    "CopycatCatalogueHandSize",
    "CopycatCatalogueRankBonus",
    "CopycatCoinsPaidEvent",
    "CopycatConsideredMove",
    "CopycatCopy",
    "CopycatCopyType",
    "CopycatDraw",
    "CopycatDrawType",
    "CopycatField",
    "CopycatFieldDiscardedEvent",
    "CopycatGameEndedEvent",
    "CopycatGameEndedEventEnd",
    "CopycatGameStartedEvent",
    "CopycatIllegalMoveAnswer",
    "CopycatLead",
    "CopycatLeadType",
    "CopycatLegalMoveAnswer",
    "CopycatLegalMovesRequest",
    "CopycatLegalMovesResponse",
    "CopycatLogEntry",
    "CopycatLogEntryBy",
    "CopycatLogResponse",
    "CopycatMatchEndedEvent",
    "CopycatMeow",
    "CopycatMeowDeclaredEvent",
    "CopycatMeowType",
    "CopycatMoveResponse",
    "CopycatNextGame",
    "CopycatNextGameType",
    "CopycatOptions",
    "CopycatOptionsDecks",
    "CopycatOptionsInForce",
    "CopycatOptionsInForceDecks",
    "CopycatOptionsInForceSets",
    "CopycatOptionsInForceSpecialMeowValue",
    "CopycatOptionsSets",
    "CopycatOptionsSpecialMeowValue",
    "CopycatPlayerKnockedOutEvent",
    "CopycatProof",
    "CopycatProofEntry",
    "CopycatProofGame",
    "CopycatProofSeedSource",
    "CopycatReason",
    "CopycatReasonCode",
    "CopycatReplayRequest",
    "CopycatReplayResponse",
    "CopycatResult",
    "CopycatResultCoins",
    "CopycatResultEnd",
    "CopycatResultSetPoints",
    "CopycatResultTotals",
    "CopycatScore",
    "CopycatScoreCoins",
    "CopycatScoreHands",
    "CopycatScoreResult",
    "CopycatScoreResultCoins",
    "CopycatScoreResultEnd",
    "CopycatScoreResultTotals",
    "CopycatScoreRulesVersion",
    "CopycatSessionCreateResponse",
    "CopycatSessionCreateResponseBots",
    "CopycatSessionCreateResponseBotsAdditionalProperty",
    "CopycatSessionCreateResponseSeats",
    "CopycatSessionCreateResponseSeedSource",
    "CopycatSessionLegalMovesResponse",
    "CopycatSessionMoveRequest",
    "CopycatSessionResponse",
    "CopycatSessionResponseBots",
    "CopycatSessionResponseBotsAdditionalProperty",
    "CopycatSessionResponseSeedSource",
    "CopycatSessionSuggestResponse",
    "CopycatSetEndedEvent",
    "CopycatSetup",
    "CopycatSetupResponse",
    "CopycatSetupRulesVersion",
    "CopycatState",
    "CopycatStateCoins",
    "CopycatStateHands",
    "CopycatStatePhase",
    "CopycatStateRulesVersion",
    "CopycatStateSetPoints",
    "CopycatStreamMoveEvent",
    "CopycatStreamMoveEventBy",
    "CopycatSuggestLogEntry",
    "CopycatSuggestRequest",
    "CopycatSuggestResponse",
    "CopycatTransfer",
    "CopycatValidateMoveRequest",
    "CopycatView",
    "CopycatViewCoins",
    "CopycatViewHands",
    "CopycatViewPhase",
    "CopycatViewRulesVersion",
    "CopycatViewSetPoints",
    "DealWaiting",
    "ErrorTree",
    "GameDetail",
    "GameList",
    "GameOptions",
    "GameSummary",
    "GetGameGame",
    "Health",
    "HealthChecks",
    "Meow10CardsDrawnEvent",
    "Meow10CardsPlayedEvent",
    "Meow10Catalogue",
    "Meow10CatalogueCardsItem",
    "Meow10CatalogueHandSize",
    "Meow10ConsideredMove",
    "Meow10Draw",
    "Meow10DrawType",
    "Meow10GameEndedEvent",
    "Meow10IllegalMoveAnswer",
    "Meow10LegalMoveAnswer",
    "Meow10LegalMovesRequest",
    "Meow10LegalMovesResponse",
    "Meow10LogEntry",
    "Meow10LogEntryBy",
    "Meow10LogResponse",
    "Meow10MoveResponse",
    "Meow10NextRound",
    "Meow10NextRoundType",
    "Meow10Options",
    "Meow10OptionsInForce",
    "Meow10OptionsInForceNextStarter",
    "Meow10OptionsInForceTypesItem",
    "Meow10OptionsNextStarter",
    "Meow10OptionsTypesItem",
    "Meow10Play",
    "Meow10PlayType",
    "Meow10Proof",
    "Meow10ProofEntry",
    "Meow10ProofGame",
    "Meow10ProofSeedSource",
    "Meow10Reason",
    "Meow10ReasonCode",
    "Meow10ReplayRequest",
    "Meow10ReplayResponse",
    "Meow10Result",
    "Meow10ResultEnd",
    "Meow10ResultPenalties",
    "Meow10ResultTotals",
    "Meow10RoundEndedEvent",
    "Meow10RoundEndedEventEnd",
    "Meow10RoundStartedEvent",
    "Meow10Score",
    "Meow10ScoreHands",
    "Meow10ScoreRulesVersion",
    "Meow10ScoreTotals",
    "Meow10SessionCreateResponse",
    "Meow10SessionCreateResponseBots",
    "Meow10SessionCreateResponseBotsAdditionalProperty",
    "Meow10SessionCreateResponseSeats",
    "Meow10SessionCreateResponseSeedSource",
    "Meow10SessionLegalMovesResponse",
    "Meow10SessionMoveRequest",
    "Meow10SessionResponse",
    "Meow10SessionResponseBots",
    "Meow10SessionResponseBotsAdditionalProperty",
    "Meow10SessionResponseSeedSource",
    "Meow10SessionSuggestResponse",
    "Meow10Setup",
    "Meow10SetupResponse",
    "Meow10SetupRulesVersion",
    "Meow10State",
    "Meow10StateHands",
    "Meow10StateRulesVersion",
    "Meow10StateStatus",
    "Meow10StateTotals",
    "Meow10StreamMoveEvent",
    "Meow10StreamMoveEventBy",
    "Meow10SuggestLogEntry",
    "Meow10SuggestRequest",
    "Meow10SuggestResponse",
    "Meow10ValidateMoveRequest",
    "Meow10View",
    "Meow10ViewHands",
    "Meow10ViewRulesVersion",
    "Meow10ViewStatus",
    "Meow10ViewTotals",
    "OptionDescription",
    "Outcome",
    "OutcomeScores",
    "PlayerRange",
    "Problem",
    "ProblemTypes",
    "ProofDeal",
    "ProofDealContributions",
    "ProofKey",
    "ProofKeySet",
    "ProofSignature",
    "ProofSignatureAlg",
    "ReasonCode",
    "ReasonCodes",
    "SeatChange",
    "SeatChangeBot",
    "SeatToken",
    "SessionCreateRequest",
    "SessionCreateRequestBots",
    "SessionCreateRequestBotsAdditionalProperty",
    "SessionCreateRequestDeal",
    "SessionCreateRequestGame",
    "SessionEnded",
    "SessionEndedReason",
    "SessionJoinRequest",
    "StreamEnd",
    "StreamEndReason",
    "StreamTicket",
    "SuggestLevel",
    "SuperMeowAreaView",
    "SuperMeowBuy",
    "SuperMeowBuyType",
    "SuperMeowCardBoughtEvent",
    "SuperMeowCardsDrawnEvent",
    "SuperMeowCardThrownAwayEvent",
    "SuperMeowCardThrownAwayEventTo",
    "SuperMeowCatalogue",
    "SuperMeowCatalogueCardsItem",
    "SuperMeowCataloguePrices",
    "SuperMeowCatalogueSupply",
    "SuperMeowConsideredMove",
    "SuperMeowGameEndedEvent",
    "SuperMeowHandRevealedEvent",
    "SuperMeowHandWashedEvent",
    "SuperMeowIllegalMoveAnswer",
    "SuperMeowLegalMoveAnswer",
    "SuperMeowLegalMovesRequest",
    "SuperMeowLegalMovesResponse",
    "SuperMeowLogEntry",
    "SuperMeowLogEntryBy",
    "SuperMeowLogResponse",
    "SuperMeowMouse",
    "SuperMeowMouseSlot",
    "SuperMeowMouseType",
    "SuperMeowMouseUsedEvent",
    "SuperMeowMouseUsedEventSlot",
    "SuperMeowMoveResponse",
    "SuperMeowOptions",
    "SuperMeowOptionsInForce",
    "SuperMeowOptionsInForcePrices",
    "SuperMeowOptionsInForceStartCardsItem",
    "SuperMeowOptionsInForceSupply",
    "SuperMeowOptionsPrices",
    "SuperMeowOptionsStartCardsItem",
    "SuperMeowOptionsSupply",
    "SuperMeowPass",
    "SuperMeowPassType",
    "SuperMeowProof",
    "SuperMeowProofEntry",
    "SuperMeowProofGame",
    "SuperMeowProofSeedSource",
    "SuperMeowReason",
    "SuperMeowReasonCode",
    "SuperMeowReplayRequest",
    "SuperMeowReplayResponse",
    "SuperMeowResult",
    "SuperMeowResultEnd",
    "SuperMeowScore",
    "SuperMeowScoreHands",
    "SuperMeowScoreResult",
    "SuperMeowScoreRulesVersion",
    "SuperMeowSessionCreateResponse",
    "SuperMeowSessionCreateResponseBots",
    "SuperMeowSessionCreateResponseBotsAdditionalProperty",
    "SuperMeowSessionCreateResponseSeats",
    "SuperMeowSessionCreateResponseSeedSource",
    "SuperMeowSessionLegalMovesResponse",
    "SuperMeowSessionMoveRequest",
    "SuperMeowSessionResponse",
    "SuperMeowSessionResponseBots",
    "SuperMeowSessionResponseBotsAdditionalProperty",
    "SuperMeowSessionResponseSeedSource",
    "SuperMeowSessionSuggestResponse",
    "SuperMeowSetup",
    "SuperMeowSetupResponse",
    "SuperMeowSetupRulesVersion",
    "SuperMeowState",
    "SuperMeowStateRulesVersion",
    "SuperMeowStateStatus",
    "SuperMeowStateSupply",
    "SuperMeowStateTableau",
    "SuperMeowStateTableauAdditionalProperty",
    "SuperMeowStreamMoveEvent",
    "SuperMeowStreamMoveEventBy",
    "SuperMeowSuggestLogEntry",
    "SuperMeowSuggestRequest",
    "SuperMeowSuggestResponse",
    "SuperMeowThrowAway",
    "SuperMeowThrowAwayType",
    "SuperMeowTurnPassedEvent",
    "SuperMeowValidateMoveRequest",
    "SuperMeowView",
    "SuperMeowViewRulesVersion",
    "SuperMeowViewStatus",
    "SuperMeowViewSupply",
    "SuperMeowViewTableau",
    "SuperMeowWashingMachineShuffledEvent",
    "VerifyFailure",
    "VerifyFailureCode",
    "VerifyResponse",
)
