""" Contains all the data models used in inputs/outputs """

from .cat_tower_action_skipped_event import CatTowerActionSkippedEvent
from .cat_tower_action_skipped_event_reason_type_0 import CatTowerActionSkippedEventReasonType0
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
from .cat_tower_direction_reversed_event_direction_type_0 import CatTowerDirectionReversedEventDirectionType0
from .cat_tower_fall import CatTowerFall
from .cat_tower_fell_event import CatTowerFellEvent
from .cat_tower_finish import CatTowerFinish
from .cat_tower_finish_type import CatTowerFinishType
from .cat_tower_game_ended_event import CatTowerGameEndedEvent
from .cat_tower_game_ended_event_end_type_0 import CatTowerGameEndedEventEndType0
from .cat_tower_give import CatTowerGive
from .cat_tower_give_type import CatTowerGiveType
from .cat_tower_illegal_move_answer import CatTowerIllegalMoveAnswer
from .cat_tower_legal_move_answer import CatTowerLegalMoveAnswer
from .cat_tower_legal_moves_request import CatTowerLegalMovesRequest
from .cat_tower_legal_moves_response import CatTowerLegalMovesResponse
from .cat_tower_log_entry import CatTowerLogEntry
from .cat_tower_log_entry_by_type_0 import CatTowerLogEntryByType0
from .cat_tower_log_response import CatTowerLogResponse
from .cat_tower_move_response import CatTowerMoveResponse
from .cat_tower_options import CatTowerOptions
from .cat_tower_options_in_force import CatTowerOptionsInForce
from .cat_tower_options_in_force_variant_type_0 import CatTowerOptionsInForceVariantType0
from .cat_tower_options_variant import CatTowerOptionsVariant
from .cat_tower_pending import CatTowerPending
from .cat_tower_pending_action import CatTowerPendingAction
from .cat_tower_pending_kind import CatTowerPendingKind
from .cat_tower_player_skipped_event import CatTowerPlayerSkippedEvent
from .cat_tower_proof import CatTowerProof
from .cat_tower_proof_entry import CatTowerProofEntry
from .cat_tower_proof_game_type_0 import CatTowerProofGameType0
from .cat_tower_proof_seed_source_type_0 import CatTowerProofSeedSourceType0
from .cat_tower_reason import CatTowerReason
from .cat_tower_reason_code_type_0 import CatTowerReasonCodeType0
from .cat_tower_replay_request import CatTowerReplayRequest
from .cat_tower_replay_response import CatTowerReplayResponse
from .cat_tower_result import CatTowerResult
from .cat_tower_result_end_type_0 import CatTowerResultEndType0
from .cat_tower_roll import CatTowerRoll
from .cat_tower_roll_face import CatTowerRollFace
from .cat_tower_roll_type import CatTowerRollType
from .cat_tower_rolled_event import CatTowerRolledEvent
from .cat_tower_rolled_event_face_type_0 import CatTowerRolledEventFaceType0
from .cat_tower_score import CatTowerScore
from .cat_tower_score_hands import CatTowerScoreHands
from .cat_tower_score_result import CatTowerScoreResult
from .cat_tower_score_rules_version import CatTowerScoreRulesVersion
from .cat_tower_session_create_response import CatTowerSessionCreateResponse
from .cat_tower_session_create_response_bots import CatTowerSessionCreateResponseBots
from .cat_tower_session_create_response_bots_additional_property_type_0 import CatTowerSessionCreateResponseBotsAdditionalPropertyType0
from .cat_tower_session_create_response_seats import CatTowerSessionCreateResponseSeats
from .cat_tower_session_create_response_seed_source_type_0 import CatTowerSessionCreateResponseSeedSourceType0
from .cat_tower_session_legal_moves_response import CatTowerSessionLegalMovesResponse
from .cat_tower_session_move_request import CatTowerSessionMoveRequest
from .cat_tower_session_response import CatTowerSessionResponse
from .cat_tower_session_response_bots import CatTowerSessionResponseBots
from .cat_tower_session_response_bots_additional_property_type_0 import CatTowerSessionResponseBotsAdditionalPropertyType0
from .cat_tower_session_response_seed_source_type_0 import CatTowerSessionResponseSeedSourceType0
from .cat_tower_session_suggest_response import CatTowerSessionSuggestResponse
from .cat_tower_setup import CatTowerSetup
from .cat_tower_setup_response import CatTowerSetupResponse
from .cat_tower_setup_rules_version import CatTowerSetupRulesVersion
from .cat_tower_stack import CatTowerStack
from .cat_tower_stack_token import CatTowerStackToken
from .cat_tower_stack_type import CatTowerStackType
from .cat_tower_stacked_event import CatTowerStackedEvent
from .cat_tower_stacked_event_kind_type_0 import CatTowerStackedEventKindType0
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
from .cat_tower_stream_move_event_by_type_0 import CatTowerStreamMoveEventByType0
from .cat_tower_suggest_log_entry import CatTowerSuggestLogEntry
from .cat_tower_suggest_request import CatTowerSuggestRequest
from .cat_tower_suggest_response import CatTowerSuggestResponse
from .cat_tower_token_flipped_event import CatTowerTokenFlippedEvent
from .cat_tower_token_flipped_event_token_type_0 import CatTowerTokenFlippedEventTokenType0
from .cat_tower_turn_started_event import CatTowerTurnStartedEvent
from .cat_tower_validate_move_request import CatTowerValidateMoveRequest
from .cat_tower_view import CatTowerView
from .cat_tower_view_direction_type_0 import CatTowerViewDirectionType0
from .cat_tower_view_hands import CatTowerViewHands
from .cat_tower_view_rules_version_type_0 import CatTowerViewRulesVersionType0
from .cat_tower_view_status_type_0 import CatTowerViewStatusType0
from .cat_tower_view_tower_type_0 import CatTowerViewTowerType0
from .cat_tower_view_tower_type_0_tokens_item_type_0 import CatTowerViewTowerType0TokensItemType0
from .cat_tower_view_tower_type_1 import CatTowerViewTowerType1
from .cat_tower_view_tower_type_1_additional_property import CatTowerViewTowerType1AdditionalProperty
from .cat_tower_view_tower_type_1_additional_property_tokens_item_type_0 import CatTowerViewTowerType1AdditionalPropertyTokensItemType0
from .clock import Clock
from .clock_settings import ClockSettings
from .clock_settings_level import ClockSettingsLevel
from .clock_settings_on_timeout import ClockSettingsOnTimeout
from .copycat_card_drawn_event import CopycatCardDrawnEvent
from .copycat_card_drawn_event_count_type_0 import CopycatCardDrawnEventCountType0
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
from .copycat_game_ended_event_end_type_0 import CopycatGameEndedEventEndType0
from .copycat_game_started_event import CopycatGameStartedEvent
from .copycat_illegal_move_answer import CopycatIllegalMoveAnswer
from .copycat_lead import CopycatLead
from .copycat_lead_type import CopycatLeadType
from .copycat_legal_move_answer import CopycatLegalMoveAnswer
from .copycat_legal_moves_request import CopycatLegalMovesRequest
from .copycat_legal_moves_response import CopycatLegalMovesResponse
from .copycat_log_entry import CopycatLogEntry
from .copycat_log_entry_by_type_0 import CopycatLogEntryByType0
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
from .copycat_options_in_force_decks_type_0 import CopycatOptionsInForceDecksType0
from .copycat_options_in_force_sets_type_0 import CopycatOptionsInForceSetsType0
from .copycat_options_in_force_special_meow_value_type_0 import CopycatOptionsInForceSpecialMeowValueType0
from .copycat_options_sets import CopycatOptionsSets
from .copycat_options_special_meow_value import CopycatOptionsSpecialMeowValue
from .copycat_player_knocked_out_event import CopycatPlayerKnockedOutEvent
from .copycat_proof import CopycatProof
from .copycat_proof_entry import CopycatProofEntry
from .copycat_proof_game_type_0 import CopycatProofGameType0
from .copycat_proof_seed_source_type_0 import CopycatProofSeedSourceType0
from .copycat_reason import CopycatReason
from .copycat_reason_code_type_0 import CopycatReasonCodeType0
from .copycat_replay_request import CopycatReplayRequest
from .copycat_replay_response import CopycatReplayResponse
from .copycat_result import CopycatResult
from .copycat_result_coins import CopycatResultCoins
from .copycat_result_end_type_0 import CopycatResultEndType0
from .copycat_result_set_points import CopycatResultSetPoints
from .copycat_result_totals import CopycatResultTotals
from .copycat_score import CopycatScore
from .copycat_score_coins import CopycatScoreCoins
from .copycat_score_hands import CopycatScoreHands
from .copycat_score_result import CopycatScoreResult
from .copycat_score_result_coins import CopycatScoreResultCoins
from .copycat_score_result_end_type_0 import CopycatScoreResultEndType0
from .copycat_score_result_totals import CopycatScoreResultTotals
from .copycat_score_rules_version import CopycatScoreRulesVersion
from .copycat_session_create_response import CopycatSessionCreateResponse
from .copycat_session_create_response_bots import CopycatSessionCreateResponseBots
from .copycat_session_create_response_bots_additional_property_type_0 import CopycatSessionCreateResponseBotsAdditionalPropertyType0
from .copycat_session_create_response_seats import CopycatSessionCreateResponseSeats
from .copycat_session_create_response_seed_source_type_0 import CopycatSessionCreateResponseSeedSourceType0
from .copycat_session_legal_moves_response import CopycatSessionLegalMovesResponse
from .copycat_session_move_request import CopycatSessionMoveRequest
from .copycat_session_response import CopycatSessionResponse
from .copycat_session_response_bots import CopycatSessionResponseBots
from .copycat_session_response_bots_additional_property_type_0 import CopycatSessionResponseBotsAdditionalPropertyType0
from .copycat_session_response_seed_source_type_0 import CopycatSessionResponseSeedSourceType0
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
from .copycat_stream_move_event_by_type_0 import CopycatStreamMoveEventByType0
from .copycat_suggest_log_entry import CopycatSuggestLogEntry
from .copycat_suggest_request import CopycatSuggestRequest
from .copycat_suggest_response import CopycatSuggestResponse
from .copycat_transfer import CopycatTransfer
from .copycat_validate_move_request import CopycatValidateMoveRequest
from .copycat_view import CopycatView
from .copycat_view_coins import CopycatViewCoins
from .copycat_view_hands import CopycatViewHands
from .copycat_view_phase_type_0 import CopycatViewPhaseType0
from .copycat_view_rules_version_type_0 import CopycatViewRulesVersionType0
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
from .meow_10_log_entry_by_type_0 import Meow10LogEntryByType0
from .meow_10_log_response import Meow10LogResponse
from .meow_10_move_response import Meow10MoveResponse
from .meow_10_next_round import Meow10NextRound
from .meow_10_next_round_type import Meow10NextRoundType
from .meow_10_options import Meow10Options
from .meow_10_options_in_force import Meow10OptionsInForce
from .meow_10_options_in_force_next_starter_type_0 import Meow10OptionsInForceNextStarterType0
from .meow_10_options_in_force_types_item import Meow10OptionsInForceTypesItem
from .meow_10_options_next_starter import Meow10OptionsNextStarter
from .meow_10_options_types_item import Meow10OptionsTypesItem
from .meow_10_play import Meow10Play
from .meow_10_play_type import Meow10PlayType
from .meow_10_proof import Meow10Proof
from .meow_10_proof_entry import Meow10ProofEntry
from .meow_10_proof_game_type_0 import Meow10ProofGameType0
from .meow_10_proof_seed_source_type_0 import Meow10ProofSeedSourceType0
from .meow_10_reason import Meow10Reason
from .meow_10_reason_code_type_0 import Meow10ReasonCodeType0
from .meow_10_replay_request import Meow10ReplayRequest
from .meow_10_replay_response import Meow10ReplayResponse
from .meow_10_result import Meow10Result
from .meow_10_result_end_type_0 import Meow10ResultEndType0
from .meow_10_result_penalties import Meow10ResultPenalties
from .meow_10_result_totals import Meow10ResultTotals
from .meow_10_round_ended_event import Meow10RoundEndedEvent
from .meow_10_round_ended_event_end_type_0 import Meow10RoundEndedEventEndType0
from .meow_10_round_started_event import Meow10RoundStartedEvent
from .meow_10_score import Meow10Score
from .meow_10_score_hands import Meow10ScoreHands
from .meow_10_score_rules_version import Meow10ScoreRulesVersion
from .meow_10_score_totals import Meow10ScoreTotals
from .meow_10_session_create_response import Meow10SessionCreateResponse
from .meow_10_session_create_response_bots import Meow10SessionCreateResponseBots
from .meow_10_session_create_response_bots_additional_property_type_0 import Meow10SessionCreateResponseBotsAdditionalPropertyType0
from .meow_10_session_create_response_seats import Meow10SessionCreateResponseSeats
from .meow_10_session_create_response_seed_source_type_0 import Meow10SessionCreateResponseSeedSourceType0
from .meow_10_session_legal_moves_response import Meow10SessionLegalMovesResponse
from .meow_10_session_move_request import Meow10SessionMoveRequest
from .meow_10_session_response import Meow10SessionResponse
from .meow_10_session_response_bots import Meow10SessionResponseBots
from .meow_10_session_response_bots_additional_property_type_0 import Meow10SessionResponseBotsAdditionalPropertyType0
from .meow_10_session_response_seed_source_type_0 import Meow10SessionResponseSeedSourceType0
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
from .meow_10_stream_move_event_by_type_0 import Meow10StreamMoveEventByType0
from .meow_10_suggest_log_entry import Meow10SuggestLogEntry
from .meow_10_suggest_request import Meow10SuggestRequest
from .meow_10_suggest_response import Meow10SuggestResponse
from .meow_10_validate_move_request import Meow10ValidateMoveRequest
from .meow_10_view import Meow10View
from .meow_10_view_hands import Meow10ViewHands
from .meow_10_view_rules_version_type_0 import Meow10ViewRulesVersionType0
from .meow_10_view_status_type_0 import Meow10ViewStatusType0
from .meow_10_view_totals import Meow10ViewTotals
from .option_description import OptionDescription
from .outcome import Outcome
from .outcome_scores import OutcomeScores
from .player_range import PlayerRange
from .problem import Problem
from .problem_types_type_0 import ProblemTypesType0
from .proof_deal import ProofDeal
from .proof_deal_contributions import ProofDealContributions
from .proof_key import ProofKey
from .proof_key_set import ProofKeySet
from .proof_signature import ProofSignature
from .proof_signature_alg_type_0 import ProofSignatureAlgType0
from .reason_code import ReasonCode
from .reason_codes_type_0 import ReasonCodesType0
from .seat_change import SeatChange
from .seat_change_bot import SeatChangeBot
from .seat_token import SeatToken
from .session_create_request import SessionCreateRequest
from .session_create_request_bots import SessionCreateRequestBots
from .session_create_request_bots_additional_property import SessionCreateRequestBotsAdditionalProperty
from .session_create_request_deal import SessionCreateRequestDeal
from .session_create_request_game import SessionCreateRequestGame
from .session_ended import SessionEnded
from .session_ended_reason_type_0 import SessionEndedReasonType0
from .session_join_request import SessionJoinRequest
from .stream_end import StreamEnd
from .stream_end_reason_type_0 import StreamEndReasonType0
from .stream_ticket import StreamTicket
from .suggest_level import SuggestLevel
from .super_meow_area_view import SuperMeowAreaView
from .super_meow_buy import SuperMeowBuy
from .super_meow_buy_type import SuperMeowBuyType
from .super_meow_card_bought_event import SuperMeowCardBoughtEvent
from .super_meow_card_thrown_away_event import SuperMeowCardThrownAwayEvent
from .super_meow_card_thrown_away_event_to_type_0 import SuperMeowCardThrownAwayEventToType0
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
from .super_meow_log_entry_by_type_0 import SuperMeowLogEntryByType0
from .super_meow_log_response import SuperMeowLogResponse
from .super_meow_mouse import SuperMeowMouse
from .super_meow_mouse_slot import SuperMeowMouseSlot
from .super_meow_mouse_type import SuperMeowMouseType
from .super_meow_mouse_used_event import SuperMeowMouseUsedEvent
from .super_meow_mouse_used_event_slot_type_0 import SuperMeowMouseUsedEventSlotType0
from .super_meow_move_response import SuperMeowMoveResponse
from .super_meow_options import SuperMeowOptions
from .super_meow_options_in_force import SuperMeowOptionsInForce
from .super_meow_options_in_force_prices import SuperMeowOptionsInForcePrices
from .super_meow_options_in_force_start_cards_item_type_0 import SuperMeowOptionsInForceStartCardsItemType0
from .super_meow_options_in_force_supply import SuperMeowOptionsInForceSupply
from .super_meow_options_prices import SuperMeowOptionsPrices
from .super_meow_options_start_cards_item import SuperMeowOptionsStartCardsItem
from .super_meow_options_supply import SuperMeowOptionsSupply
from .super_meow_pass import SuperMeowPass
from .super_meow_pass_type import SuperMeowPassType
from .super_meow_proof import SuperMeowProof
from .super_meow_proof_entry import SuperMeowProofEntry
from .super_meow_proof_game_type_0 import SuperMeowProofGameType0
from .super_meow_proof_seed_source_type_0 import SuperMeowProofSeedSourceType0
from .super_meow_reason import SuperMeowReason
from .super_meow_reason_code_type_0 import SuperMeowReasonCodeType0
from .super_meow_replay_request import SuperMeowReplayRequest
from .super_meow_replay_response import SuperMeowReplayResponse
from .super_meow_result import SuperMeowResult
from .super_meow_result_end_type_0 import SuperMeowResultEndType0
from .super_meow_score import SuperMeowScore
from .super_meow_score_hands import SuperMeowScoreHands
from .super_meow_score_result import SuperMeowScoreResult
from .super_meow_score_rules_version import SuperMeowScoreRulesVersion
from .super_meow_session_create_response import SuperMeowSessionCreateResponse
from .super_meow_session_create_response_bots import SuperMeowSessionCreateResponseBots
from .super_meow_session_create_response_bots_additional_property_type_0 import SuperMeowSessionCreateResponseBotsAdditionalPropertyType0
from .super_meow_session_create_response_seats import SuperMeowSessionCreateResponseSeats
from .super_meow_session_create_response_seed_source_type_0 import SuperMeowSessionCreateResponseSeedSourceType0
from .super_meow_session_legal_moves_response import SuperMeowSessionLegalMovesResponse
from .super_meow_session_move_request import SuperMeowSessionMoveRequest
from .super_meow_session_response import SuperMeowSessionResponse
from .super_meow_session_response_bots import SuperMeowSessionResponseBots
from .super_meow_session_response_bots_additional_property_type_0 import SuperMeowSessionResponseBotsAdditionalPropertyType0
from .super_meow_session_response_seed_source_type_0 import SuperMeowSessionResponseSeedSourceType0
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
from .super_meow_stream_move_event_by_type_0 import SuperMeowStreamMoveEventByType0
from .super_meow_suggest_log_entry import SuperMeowSuggestLogEntry
from .super_meow_suggest_request import SuperMeowSuggestRequest
from .super_meow_suggest_response import SuperMeowSuggestResponse
from .super_meow_throw_away import SuperMeowThrowAway
from .super_meow_throw_away_type import SuperMeowThrowAwayType
from .super_meow_turn_passed_event import SuperMeowTurnPassedEvent
from .super_meow_validate_move_request import SuperMeowValidateMoveRequest
from .super_meow_view import SuperMeowView
from .super_meow_view_rules_version_type_0 import SuperMeowViewRulesVersionType0
from .super_meow_view_status_type_0 import SuperMeowViewStatusType0
from .super_meow_view_supply import SuperMeowViewSupply
from .super_meow_view_tableau import SuperMeowViewTableau
from .super_meow_washing_machine_shuffled_event import SuperMeowWashingMachineShuffledEvent
from .unknown_event import UnknownEvent
from .verify_failure import VerifyFailure
from .verify_failure_code_type_0 import VerifyFailureCodeType0
from .verify_response import VerifyResponse
from .webhook_settings import WebhookSettings
from .webhook_settings_events_item import WebhookSettingsEventsItem
from .webhook_shown import WebhookShown
from .webhook_shown_events_item_type_0 import WebhookShownEventsItemType0

__all__ = (
    "CatTowerActionSkippedEvent",
    "CatTowerActionSkippedEventReasonType0",
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
    "CatTowerDirectionReversedEventDirectionType0",
    "CatTowerFall",
    "CatTowerFellEvent",
    "CatTowerFinish",
    "CatTowerFinishType",
    "CatTowerGameEndedEvent",
    "CatTowerGameEndedEventEndType0",
    "CatTowerGive",
    "CatTowerGiveType",
    "CatTowerIllegalMoveAnswer",
    "CatTowerLegalMoveAnswer",
    "CatTowerLegalMovesRequest",
    "CatTowerLegalMovesResponse",
    "CatTowerLogEntry",
    "CatTowerLogEntryByType0",
    "CatTowerLogResponse",
    "CatTowerMoveResponse",
    "CatTowerOptions",
    "CatTowerOptionsInForce",
    "CatTowerOptionsInForceVariantType0",
    "CatTowerOptionsVariant",
    "CatTowerPending",
    "CatTowerPendingAction",
    "CatTowerPendingKind",
    "CatTowerPlayerSkippedEvent",
    "CatTowerProof",
    "CatTowerProofEntry",
    "CatTowerProofGameType0",
    "CatTowerProofSeedSourceType0",
    "CatTowerReason",
    "CatTowerReasonCodeType0",
    "CatTowerReplayRequest",
    "CatTowerReplayResponse",
    "CatTowerResult",
    "CatTowerResultEndType0",
    "CatTowerRoll",
    "CatTowerRolledEvent",
    "CatTowerRolledEventFaceType0",
    "CatTowerRollFace",
    "CatTowerRollType",
    "CatTowerScore",
    "CatTowerScoreHands",
    "CatTowerScoreResult",
    "CatTowerScoreRulesVersion",
    "CatTowerSessionCreateResponse",
    "CatTowerSessionCreateResponseBots",
    "CatTowerSessionCreateResponseBotsAdditionalPropertyType0",
    "CatTowerSessionCreateResponseSeats",
    "CatTowerSessionCreateResponseSeedSourceType0",
    "CatTowerSessionLegalMovesResponse",
    "CatTowerSessionMoveRequest",
    "CatTowerSessionResponse",
    "CatTowerSessionResponseBots",
    "CatTowerSessionResponseBotsAdditionalPropertyType0",
    "CatTowerSessionResponseSeedSourceType0",
    "CatTowerSessionSuggestResponse",
    "CatTowerSetup",
    "CatTowerSetupResponse",
    "CatTowerSetupRulesVersion",
    "CatTowerStack",
    "CatTowerStackedEvent",
    "CatTowerStackedEventKindType0",
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
    "CatTowerStreamMoveEventByType0",
    "CatTowerSuggestLogEntry",
    "CatTowerSuggestRequest",
    "CatTowerSuggestResponse",
    "CatTowerTokenFlippedEvent",
    "CatTowerTokenFlippedEventTokenType0",
    "CatTowerTurnStartedEvent",
    "CatTowerValidateMoveRequest",
    "CatTowerView",
    "CatTowerViewDirectionType0",
    "CatTowerViewHands",
    "CatTowerViewRulesVersionType0",
    "CatTowerViewStatusType0",
    "CatTowerViewTowerType0",
    "CatTowerViewTowerType0TokensItemType0",
    "CatTowerViewTowerType1",
    "CatTowerViewTowerType1AdditionalProperty",
    "CatTowerViewTowerType1AdditionalPropertyTokensItemType0",
    "Clock",
    "ClockSettings",
    "ClockSettingsLevel",
    "ClockSettingsOnTimeout",
    "CopycatCardDrawnEvent",
    "CopycatCardDrawnEventCountType0",
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
    "CopycatGameEndedEventEndType0",
    "CopycatGameStartedEvent",
    "CopycatIllegalMoveAnswer",
    "CopycatLead",
    "CopycatLeadType",
    "CopycatLegalMoveAnswer",
    "CopycatLegalMovesRequest",
    "CopycatLegalMovesResponse",
    "CopycatLogEntry",
    "CopycatLogEntryByType0",
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
    "CopycatOptionsInForceDecksType0",
    "CopycatOptionsInForceSetsType0",
    "CopycatOptionsInForceSpecialMeowValueType0",
    "CopycatOptionsSets",
    "CopycatOptionsSpecialMeowValue",
    "CopycatPlayerKnockedOutEvent",
    "CopycatProof",
    "CopycatProofEntry",
    "CopycatProofGameType0",
    "CopycatProofSeedSourceType0",
    "CopycatReason",
    "CopycatReasonCodeType0",
    "CopycatReplayRequest",
    "CopycatReplayResponse",
    "CopycatResult",
    "CopycatResultCoins",
    "CopycatResultEndType0",
    "CopycatResultSetPoints",
    "CopycatResultTotals",
    "CopycatScore",
    "CopycatScoreCoins",
    "CopycatScoreHands",
    "CopycatScoreResult",
    "CopycatScoreResultCoins",
    "CopycatScoreResultEndType0",
    "CopycatScoreResultTotals",
    "CopycatScoreRulesVersion",
    "CopycatSessionCreateResponse",
    "CopycatSessionCreateResponseBots",
    "CopycatSessionCreateResponseBotsAdditionalPropertyType0",
    "CopycatSessionCreateResponseSeats",
    "CopycatSessionCreateResponseSeedSourceType0",
    "CopycatSessionLegalMovesResponse",
    "CopycatSessionMoveRequest",
    "CopycatSessionResponse",
    "CopycatSessionResponseBots",
    "CopycatSessionResponseBotsAdditionalPropertyType0",
    "CopycatSessionResponseSeedSourceType0",
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
    "CopycatStreamMoveEventByType0",
    "CopycatSuggestLogEntry",
    "CopycatSuggestRequest",
    "CopycatSuggestResponse",
    "CopycatTransfer",
    "CopycatValidateMoveRequest",
    "CopycatView",
    "CopycatViewCoins",
    "CopycatViewHands",
    "CopycatViewPhaseType0",
    "CopycatViewRulesVersionType0",
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
    "Meow10LogEntryByType0",
    "Meow10LogResponse",
    "Meow10MoveResponse",
    "Meow10NextRound",
    "Meow10NextRoundType",
    "Meow10Options",
    "Meow10OptionsInForce",
    "Meow10OptionsInForceNextStarterType0",
    "Meow10OptionsInForceTypesItem",
    "Meow10OptionsNextStarter",
    "Meow10OptionsTypesItem",
    "Meow10Play",
    "Meow10PlayType",
    "Meow10Proof",
    "Meow10ProofEntry",
    "Meow10ProofGameType0",
    "Meow10ProofSeedSourceType0",
    "Meow10Reason",
    "Meow10ReasonCodeType0",
    "Meow10ReplayRequest",
    "Meow10ReplayResponse",
    "Meow10Result",
    "Meow10ResultEndType0",
    "Meow10ResultPenalties",
    "Meow10ResultTotals",
    "Meow10RoundEndedEvent",
    "Meow10RoundEndedEventEndType0",
    "Meow10RoundStartedEvent",
    "Meow10Score",
    "Meow10ScoreHands",
    "Meow10ScoreRulesVersion",
    "Meow10ScoreTotals",
    "Meow10SessionCreateResponse",
    "Meow10SessionCreateResponseBots",
    "Meow10SessionCreateResponseBotsAdditionalPropertyType0",
    "Meow10SessionCreateResponseSeats",
    "Meow10SessionCreateResponseSeedSourceType0",
    "Meow10SessionLegalMovesResponse",
    "Meow10SessionMoveRequest",
    "Meow10SessionResponse",
    "Meow10SessionResponseBots",
    "Meow10SessionResponseBotsAdditionalPropertyType0",
    "Meow10SessionResponseSeedSourceType0",
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
    "Meow10StreamMoveEventByType0",
    "Meow10SuggestLogEntry",
    "Meow10SuggestRequest",
    "Meow10SuggestResponse",
    "Meow10ValidateMoveRequest",
    "Meow10View",
    "Meow10ViewHands",
    "Meow10ViewRulesVersionType0",
    "Meow10ViewStatusType0",
    "Meow10ViewTotals",
    "OptionDescription",
    "Outcome",
    "OutcomeScores",
    "PlayerRange",
    "Problem",
    "ProblemTypesType0",
    "ProofDeal",
    "ProofDealContributions",
    "ProofKey",
    "ProofKeySet",
    "ProofSignature",
    "ProofSignatureAlgType0",
    "ReasonCode",
    "ReasonCodesType0",
    "SeatChange",
    "SeatChangeBot",
    "SeatToken",
    "SessionCreateRequest",
    "SessionCreateRequestBots",
    "SessionCreateRequestBotsAdditionalProperty",
    "SessionCreateRequestDeal",
    "SessionCreateRequestGame",
    "SessionEnded",
    "SessionEndedReasonType0",
    "SessionJoinRequest",
    "StreamEnd",
    "StreamEndReasonType0",
    "StreamTicket",
    "SuggestLevel",
    "SuperMeowAreaView",
    "SuperMeowBuy",
    "SuperMeowBuyType",
    "SuperMeowCardBoughtEvent",
    "SuperMeowCardsDrawnEvent",
    "SuperMeowCardThrownAwayEvent",
    "SuperMeowCardThrownAwayEventToType0",
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
    "SuperMeowLogEntryByType0",
    "SuperMeowLogResponse",
    "SuperMeowMouse",
    "SuperMeowMouseSlot",
    "SuperMeowMouseType",
    "SuperMeowMouseUsedEvent",
    "SuperMeowMouseUsedEventSlotType0",
    "SuperMeowMoveResponse",
    "SuperMeowOptions",
    "SuperMeowOptionsInForce",
    "SuperMeowOptionsInForcePrices",
    "SuperMeowOptionsInForceStartCardsItemType0",
    "SuperMeowOptionsInForceSupply",
    "SuperMeowOptionsPrices",
    "SuperMeowOptionsStartCardsItem",
    "SuperMeowOptionsSupply",
    "SuperMeowPass",
    "SuperMeowPassType",
    "SuperMeowProof",
    "SuperMeowProofEntry",
    "SuperMeowProofGameType0",
    "SuperMeowProofSeedSourceType0",
    "SuperMeowReason",
    "SuperMeowReasonCodeType0",
    "SuperMeowReplayRequest",
    "SuperMeowReplayResponse",
    "SuperMeowResult",
    "SuperMeowResultEndType0",
    "SuperMeowScore",
    "SuperMeowScoreHands",
    "SuperMeowScoreResult",
    "SuperMeowScoreRulesVersion",
    "SuperMeowSessionCreateResponse",
    "SuperMeowSessionCreateResponseBots",
    "SuperMeowSessionCreateResponseBotsAdditionalPropertyType0",
    "SuperMeowSessionCreateResponseSeats",
    "SuperMeowSessionCreateResponseSeedSourceType0",
    "SuperMeowSessionLegalMovesResponse",
    "SuperMeowSessionMoveRequest",
    "SuperMeowSessionResponse",
    "SuperMeowSessionResponseBots",
    "SuperMeowSessionResponseBotsAdditionalPropertyType0",
    "SuperMeowSessionResponseSeedSourceType0",
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
    "SuperMeowStreamMoveEventByType0",
    "SuperMeowSuggestLogEntry",
    "SuperMeowSuggestRequest",
    "SuperMeowSuggestResponse",
    "SuperMeowThrowAway",
    "SuperMeowThrowAwayType",
    "SuperMeowTurnPassedEvent",
    "SuperMeowValidateMoveRequest",
    "SuperMeowView",
    "SuperMeowViewRulesVersionType0",
    "SuperMeowViewStatusType0",
    "SuperMeowViewSupply",
    "SuperMeowViewTableau",
    "SuperMeowWashingMachineShuffledEvent",
    "UnknownEvent",
    "VerifyFailure",
    "VerifyFailureCodeType0",
    "VerifyResponse",
    "WebhookSettings",
    "WebhookSettingsEventsItem",
    "WebhookShown",
    "WebhookShownEventsItemType0",
)
