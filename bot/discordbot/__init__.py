"""hexwar's Discord app: slash commands and buttons over the game service.

The modules without ``discord`` imports (``texts``, ``custom_ids``, ``formatting``) hold everything that
can be decided without the network; ``cog`` and ``components`` only translate between Discord and the
game service; ``app`` wires them into a bot.
"""
