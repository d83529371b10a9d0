import Glaze
