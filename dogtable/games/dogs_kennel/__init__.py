"""DOGS (MS Jogos): a kennel-management board game for 2-4 players (rules engine only)."""
